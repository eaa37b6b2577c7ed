import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import TuneIcon from '@mui/icons-material/Tune';
import { useTranslation } from 'react-i18next';

/**
 * The roster's filters and legend (`children`). On a phone they fold behind one button, which says
 * how many filters are on, so the grid starts on the first screen; wider, they show.
 */
export function RosterFilters({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!phone) return <>{children}</>;
  return (
    <>
      <Box sx={{ px: 2, pt: 1.5, pb: open ? 0 : 1.5 }}>
        <Button variant="outlined" size="small" startIcon={<TuneIcon />} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} data-testid="roster-filters-toggle">
          {active > 0 ? t('roster.view.filtersOn', { count: active }) : t('roster.view.filters')}
        </Button>
      </Box>
      <Collapse in={open} id={panelId}>
        {children}
      </Collapse>
    </>
  );
}
