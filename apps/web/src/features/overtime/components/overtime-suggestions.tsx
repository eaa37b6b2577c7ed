import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOvertimeSuggestion } from '@hr/shared';
import { errorMessage } from '@/lib/errors';
import { useOvertimeSuggestions } from '../api/overtime-api';
import { dateLabel, endsNextDay, hoursOf, spanLabel } from './overtime-words';

/**
 * What attendance suggests (work past the shift's end, or on a rest day or holiday) and has not
 * been requested: each with its date, span, hours and why, and a button that opens the form
 * filled in.
 */
export function OvertimeSuggestions({ onRequest }: { onRequest: (s: TOvertimeSuggestion) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const headingId = useId();
  const q = useOvertimeSuggestions();
  const items = q.data?.items ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }} data-testid="overtime-suggestions">
      <Typography id={headingId} variant="h6" component="h2">
        {t('overtime.suggestions.title')}
      </Typography>
      {q.data && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {t('overtime.suggestions.intro', { from: dateLabel(q.data.from), to: dateLabel(q.data.to) })}
        </Typography>
      )}
      {q.isError && <Alert severity="error">{errorMessage(t, q.error)}</Alert>}
      {q.data && items.length === 0 && (
        <Typography role="status" sx={{ color: 'text.secondary' }} data-testid="overtime-suggestions-empty">
          {t('overtime.suggestions.empty')}
        </Typography>
      )}
      {items.length > 0 && (
        <Box
          component="ul"
          aria-label={t('overtime.suggestions.listLabel')}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' } }}
        >
          {items.map((s) => {
            const span = spanLabel(s.from, s.to, lang);
            return (
              <Paper
                key={`${s.workDate}-${s.from}`}
                component="li"
                variant="outlined"
                sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}
                data-testid="overtime-suggestion"
                data-date={s.workDate}
                data-from={s.from}
                data-to={s.to}
              >
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="p" sx={{ fontWeight: 600 }}>
                    {dateLabel(s.workDate)}
                  </Typography>
                  <Chip size="small" variant="outlined" color={s.dayKind === 'workday' ? 'default' : 'info'} label={t(`overtime.dayKinds.${s.dayKind}`)} />
                </Box>
                <Typography variant="body2">
                  {span}
                  {endsNextDay(s.from, s.to) && ` (${t('overtime.nextDay')})`} · {t('overtime.hoursValue', { hours: hoursOf(s.minutes) })}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`overtime.hints.${s.hint}`)}
                </Typography>
                <Box>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<AddIcon />}
                    onClick={() => onRequest(s)}
                    aria-label={t('overtime.suggestions.requestFor', { date: dateLabel(s.workDate), span })}
                    data-testid="overtime-suggestion-request"
                  >
                    {t('overtime.suggestions.request')}
                  </Button>
                </Box>
              </Paper>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
