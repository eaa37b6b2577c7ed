import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { DirectionalIcon } from '@/components/directional-icon';
import { HijriDate } from '@/components/hijri-date';
import type { useRosterRange } from '../hooks/use-roster-range';

/** The roster's week or month, the steps to the one before and after (none beyond the supported window) and back to today, its name, and the download. */
export function RosterToolbar({ range, label, downloading, onDownload }: { range: ReturnType<typeof useRosterRange>; label: string; downloading: boolean; onDownload: () => void }) {
  const { t } = useTranslation();
  const week = range.span === 'week';
  const previous = t(week ? 'roster.view.previousWeek' : 'roster.view.previousMonth');
  const next = t(week ? 'roster.view.nextWeek' : 'roster.view.nextMonth');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <ToggleButtonGroup exclusive size="small" value={range.span} onChange={(_e, v: 'week' | 'month' | null) => v && range.setSpan(v)} aria-label={t('roster.view.span')}>
        <ToggleButton value="week">{t('roster.view.week')}</ToggleButton>
        <ToggleButton value="month">{t('roster.view.month')}</ToggleButton>
      </ToggleButtonGroup>
      <ButtonGroup variant="outlined" size="small" aria-label={label}>
        <Button onClick={() => range.step(-1)} disabled={!range.canStep(-1)} aria-label={previous} title={previous} data-testid="roster-previous">
          <DirectionalIcon icon={ChevronLeftIcon} />
        </Button>
        <Button onClick={range.goToday} disabled={range.current}>
          {t(week ? 'roster.view.thisWeek' : 'roster.view.thisMonth')}
        </Button>
        <Button onClick={() => range.step(1)} disabled={!range.canStep(1)} aria-label={next} title={next} data-testid="roster-next">
          <DirectionalIcon icon={ChevronRightIcon} />
        </Button>
      </ButtonGroup>
      <Box>
        <Typography variant="h2" component="h2" aria-live="polite" data-testid="roster-range">
          {label}
        </Typography>
        <HijriDate date={range.from} end={range.to} block />
      </Box>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onDownload} disabled={downloading} sx={{ marginInlineStart: { md: 'auto' } }} data-testid="roster-download">
        {t('roster.view.download')}
      </Button>
    </Box>
  );
}
