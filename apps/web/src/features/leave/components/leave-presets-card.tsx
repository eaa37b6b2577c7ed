import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { useAddLeavePreset, useLeavePresets } from '../api/leave-admin-api';
import { useCanEditLeave } from '../hooks/use-can-edit-leave';
import { typeName } from './leave-type-words';

type TNote = 'maternity' | 'hajj' | 'paternity' | 'childcare' | 'unpaid' | 'bereavement' | 'exam';
const NOTES: readonly string[] = ['maternity', 'hajj', 'paternity', 'childcare', 'unpaid', 'bereavement', 'exam'] satisfies TNote[];

/**
 * The leave types Egyptian law and practice name, with their conditions, each added with one click
 *: maternity for women three times in service, Hajj once after five years,
 * unpaid, bereavement, exam leave. Once added, a type is edited like any other.
 */
export function LeavePresetsCard() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const canEdit = useCanEditLeave();
  const presets = useLeavePresets();
  const add = useAddLeavePreset();
  if (!presets.data) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="leave-presets-title" sx={{ p: { xs: 2, sm: 3 } }} data-testid="leave-presets">
      <Typography id="leave-presets-title" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {t('hrLeave.types.presets.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        {t('hrLeave.types.presets.intro')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {presets.data.items.map((p) => {
          const name = typeName(ar, p);
          return (
            <Box component="li" key={p.code} sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} data-testid={`preset-${p.code}`}>
              <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
                <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                {NOTES.includes(p.code) && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`hrLeave.types.presets.notes.${p.code as TNote}`)}
                  </Typography>
                )}
              </Box>
              {p.added ? (
                <Chip size="small" color="success" variant="outlined" label={t('hrLeave.types.presets.added')} />
              ) : (
                canEdit && (
                  <Button
                    variant="outlined"
                    size="small"
                    startIcon={<AddIcon />}
                    disabled={add.isPending}
                    onClick={() =>
                      add.mutate(p.code, {
                        onSuccess: () => notify(t('hrLeave.types.presets.done', { name }), 'success'),
                        onError: (e) => notify(errorMessage(t, e)),
                      })
                    }
                  >
                    {t('hrLeave.types.presets.add', { name })}
                  </Button>
                )
              )}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
