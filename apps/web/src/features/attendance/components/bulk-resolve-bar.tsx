import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isErrorCode, RESOLUTION_KINDS, type TAttendanceDay, type TBulkResolveResult, type TResolutionKind } from '@hr/shared';
import { formatDate } from '@/lib/format';
import type { TDaySelection } from '../hooks/use-day-selection';
import { useNamed } from './absence-day-parts';

/**
 * Above HR's absence list: tick every open day of the page, how many are ticked, and
 * one button per resolution for all of them (the dialog asks what each needs).
 */
export function BulkResolveBar({ selection, onChoose }: { selection: TDaySelection; onChoose: (kind: TResolutionKind) => void }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      useFlexGap
      role="toolbar"
      aria-label={t('goLive.bulk.toolbar')}
      sx={{ px: 2, pb: 1.5, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="bulk-resolve-bar"
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={selection.page.all}
            indeterminate={selection.page.some}
            disabled={!selection.page.any}
            onChange={selection.togglePage}
            slotProps={{ input: { 'data-testid': 'absence-select-all' } as object }}
          />
        }
        label={t('goLive.bulk.selectAll')}
        sx={{ marginInlineEnd: 1 }}
      />
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', minWidth: 120 }} data-testid="bulk-selected">
        {t('goLive.bulk.selected', { count: selection.count })}
      </Typography>
      {RESOLUTION_KINDS.map((k) => (
        <Button key={k} size="small" variant="outlined" disabled={!selection.count} onClick={() => onChoose(k)} data-testid={`bulk-resolve-${k}`}>
          {t(`attendance.resolutions.${k}`)}
        </Button>
      ))}
      {selection.count > 0 && (
        <Button size="small" onClick={selection.clear}>
          {t('goLive.bulk.clear')}
        </Button>
      )}
    </Stack>
  );
}

/** What a bulk resolution did: "12 resolved, 2 skipped", then each skipped day with its reason. */
export function BulkResolveResults({ outcome, onClose }: { outcome: { result: TBulkResolveResult; days: readonly TAttendanceDay[] } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const named = useNamed();
  if (!outcome) return null;
  const { result, days } = outcome;
  const dayOf = new Map(days.map((d) => [`${d.employeeId}|${d.date}`, d]));
  const skipped = result.results.filter((r) => !r.ok);
  return (
    <Alert
      severity={skipped.length ? 'warning' : 'success'}
      onClose={onClose}
      slotProps={{ closeButton: { 'aria-label': t('goLive.bulk.dismiss') } }}
      sx={{ mx: 2, mb: 1.5 }}
      data-testid="bulk-resolve-results"
    >
      <AlertTitle>{t('goLive.bulk.result', { resolved: result.resolved, skipped: result.skipped })}</AlertTitle>
      {skipped.length > 0 && (
        <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
          {skipped.map((r) => {
            const d = dayOf.get(`${r.employeeId}|${r.workDate}`);
            return (
              <li key={`${r.employeeId}|${r.workDate}`} data-testid="bulk-skipped">
                {t('goLive.bulk.skippedDay', {
                  name: d ? named(d.userName, d.userNameAr) : String(r.employeeId),
                  date: formatDate(r.workDate),
                  reason: r.code && isErrorCode(r.code) ? t(`errors.${r.code}`) : t('errors.INTERNAL'),
                })}
              </li>
            );
          })}
        </Box>
      )}
    </Alert>
  );
}
