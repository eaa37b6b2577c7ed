import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import GavelIcon from '@mui/icons-material/Gavel';
import { useTranslation } from 'react-i18next';
import type { THoursFinding } from '@hr/shared';
import { screenDigits } from '@/lib/digits';

type TFinding = Pick<THoursFinding, 'rule' | 'value'>;

/** A finding's value as the sentence shows it: hours (two decimals at most), or days for the weekly rest. */
const shown = (f: TFinding) => screenDigits(f.rule === 'hoursWeeklyRest' ? f.value : Math.round((f.value / 60) * 100) / 100);

/** One sentence per limit of the labour law a shift or pattern goes beyond, each naming its article. */
export function LawFindingsList({ findings }: { findings: readonly TFinding[] }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
      {findings.map((f) => (
        <li key={f.rule}>{t(`law.hours.finding.${f.rule as 'hoursDaily'}`, { value: shown(f) })}</li>
      ))}
    </Box>
  );
}

/** A table's mark on a shift or pattern beyond the law (Arts 117–120): the limits, and the reason HR stated or that none was. */
export function LawFindingsMark({ findings, reason }: { findings: readonly TFinding[]; reason: string | null }) {
  const { t } = useTranslation();
  if (!findings.length) return null;
  return (
    <Box sx={{ mt: 0.5, fontSize: '0.85em', color: 'text.secondary', maxWidth: 420 }}>
      <Chip size="small" color="warning" variant="outlined" icon={<GavelIcon />} label={t('law.hours.flag')} />
      <LawFindingsList findings={findings} />
      <Box sx={{ color: reason ? 'text.secondary' : 'warning.dark', overflowWrap: 'anywhere' }}>{reason ? t('law.hours.reasonShown', { reason }) : t('law.hours.noReason')}</Box>
    </Box>
  );
}

/** The dialog's part for hours beyond the law: what they go beyond, and the reason HR states to save them (Art 121). */
export function LawReasonField({ findings, value, onChange, error }: { findings: readonly TFinding[]; value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useTranslation();
  if (!findings.length) return null;
  return (
    <Alert severity="warning" icon={<GavelIcon />} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{t('law.hours.findingsTitle')}</AlertTitle>
      <LawFindingsList findings={findings} />
      <Box sx={{ my: 1 }}>{t('law.hours.findingsHelp')}</Box>
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t('law.hours.reason')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </Alert>
  );
}
