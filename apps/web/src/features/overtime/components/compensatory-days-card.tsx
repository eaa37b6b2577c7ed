import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TCompensatoryDay } from '@hr/shared';
import { DateField } from '@/components/date-field';
import { personText } from '@/components/request-table';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useCompensatoryDays, useUpdateCompensatoryDay } from '../api/overtime-api';

const ltr = (text: string) => (
  <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
    {text}
  </Box>
);

/**
 * Days off owed for approved work on a weekly rest day (a replacement rest day in the following
 * week, Art 121) or on an official holiday at the worker's written request (Art 129 ¶2). The worker
 * sees their own on My overtime; HR sees everyone's on the overtime settings page and records each
 * as taken (on a date) or not taken.
 */
export function CompensatoryDaysCard({ scope }: { scope: 'self' | 'hr' }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const [onlyDue, setOnlyDue] = useState(scope === 'hr');
  const query = useCompensatoryDays(scope, onlyDue);
  const update = useUpdateCompensatoryDay();
  const [taking, setTaking] = useState<TCompensatoryDay | null>(null);
  const [takenOn, setTakenOn] = useState<string | null>(null);
  const items = query.data?.items ?? [];
  const hr = scope === 'hr';
  // The worker's card only shows when something is owed, now or before.
  if (!hr && query.isSuccess && items.length === 0) return null;

  const save = (d: TCompensatoryDay, state: 'taken' | 'not_taken', on: string | null = null) =>
    update.mutate(
      { id: d.id, state, takenOn: on },
      {
        onSuccess: () => {
          notify(t('law.work.daysOff.saved'), 'success');
          setTaking(null);
        },
        onError: (e) => notify(errorMessage(t, e)),
      },
    );
  const due = (d: TCompensatoryDay) =>
    d.dueTo ? t('law.work.daysOff.dueWeek', { from: formatDate(d.dueFrom), to: formatDate(d.dueTo) }) : t('law.work.daysOff.dueFrom', { from: formatDate(d.dueFrom) });
  const stateText = (d: TCompensatoryDay) => t(`law.work.daysOff.states.${d.state}`, { date: d.takenOn ? formatDate(d.takenOn) : '' });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`days-off-${scope}`} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} data-testid={`days-off-${scope}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography variant="h2" id={`days-off-${scope}`} sx={{ fontSize: '1.25rem' }}>
          {t('law.work.daysOff.title')}
        </Typography>
        {hr && (
          <FormControlLabel
            sx={{ minHeight: 44 }}
            control={<Switch checked={onlyDue} onChange={(e) => setOnlyDue(e.target.checked)} slotProps={{ input: { 'data-testid': 'days-off-only-due' } as object }} />}
            label={t('law.work.daysOff.onlyDue')}
          />
        )}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {hr ? t('law.work.daysOff.introHr') : t('law.work.daysOff.introSelf')}
      </Typography>
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      {query.isError && <Alert severity="error">{errorMessage(t, query.error)}</Alert>}
      {query.isSuccess && items.length === 0 && <Typography variant="body2">{t('law.work.daysOff.empty')}</Typography>}
      <Stack component="ul" aria-label={t('law.work.daysOff.tableLabel')} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((d) => {
          const name = personText(ar, d.userName, d.userNameAr, d.userId);
          return (
            <Box component="li" key={d.id} data-testid={`day-off-${d.overtimeRequestId}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1, md: 2 }} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
                <Box sx={{ minWidth: 0 }}>
                  {hr && <Typography sx={{ fontWeight: 600 }}>{name}</Typography>}
                  <Typography variant="body2">
                    {t(`law.work.daysOff.kinds.${d.kind}`)} · {t('law.work.daysOff.workDate')}: {ltr(formatDate(d.workDate))}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('law.work.daysOff.due')}: {due(d)}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                  <Chip size="small" color={d.state === 'taken' ? 'success' : d.state === 'due' ? 'warning' : 'default'} variant="outlined" label={stateText(d)} data-testid="day-off-state" />
                  {hr && d.state !== 'taken' && (
                    <Button
                      size="small"
                      variant="outlined"
                      sx={{ minHeight: 44 }}
                      aria-label={t('law.work.daysOff.markTakenNamed', { name })}
                      onClick={() => {
                        setTakenOn(null);
                        setTaking(d);
                      }}
                      data-testid="day-off-taken"
                    >
                      {t('law.work.daysOff.markTaken')}
                    </Button>
                  )}
                  {hr && d.state === 'due' && (
                    <Button size="small" sx={{ minHeight: 44 }} aria-label={t('law.work.daysOff.markNotTakenNamed', { name })} disabled={update.isPending} onClick={() => save(d, 'not_taken')} data-testid="day-off-not-taken">
                      {t('law.work.daysOff.markNotTaken')}
                    </Button>
                  )}
                </Stack>
              </Stack>
            </Box>
          );
        })}
      </Stack>
      <Dialog open={!!taking} onClose={() => setTaking(null)} fullWidth maxWidth="xs">
        <DialogTitle>{t('law.work.daysOff.takenTitle')}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <DateField label={t('law.work.daysOff.takenOn')} value={takenOn} onChange={setTakenOn} required fullWidth name="takenOn" />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setTaking(null)}>{t('law.work.daysOff.cancel')}</Button>
          <Button variant="contained" disabled={!takenOn || update.isPending} onClick={() => taking && takenOn && save(taking, 'taken', takenOn)} data-testid="day-off-save">
            {t('law.work.daysOff.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
