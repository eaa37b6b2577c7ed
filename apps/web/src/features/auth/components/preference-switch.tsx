import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPreferencesRequest } from '@hr/shared';
import { useNotify } from '@/hooks/use-notify';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/errors';
import { updatePreferences } from '@/lib/preferences';

/** One on/off preference of the signed-in person, saved on the server as it is switched, with its hint under it. */
export function PreferenceSwitch(props: {
  checked: boolean;
  /** The request that saves `next`. */
  save: (next: boolean) => TPreferencesRequest;
  label: string;
  hint: ReactNode;
  savedMessage: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { setUser } = useAuth();
  const [saving, setSaving] = useState(false);
  const change = async (next: boolean) => {
    setSaving(true);
    try {
      const res = await updatePreferences(props.save(next));
      setUser(res.user);
      notify(props.savedMessage, 'success');
    } catch (e) {
      notify(errorMessage(t, e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <FormControlLabel
        control={<Switch checked={props.checked} disabled={saving} onChange={(e) => void change(e.target.checked)} />}
        label={props.label}
        data-testid={props.testId}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {props.hint}
      </Typography>
    </Box>
  );
}
