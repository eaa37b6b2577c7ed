import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TLawSuggestion } from '@hr/shared';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { screenDigits } from '@/lib/digits';
import { useAnswerLawSuggestion, useLawSuggestions } from '../api/leave-admin-api';
import { useCanEditLeave } from '../hooks/use-can-edit-leave';
import { typeName } from './leave-type-words';

/**
 * What Labour Law 14/2025 now says that this installation's leave types still do not (casual
 * leave's 7 days, Art 128 ¶1; the Hajj type's name, Art 130). Shown to HR until answered: "Apply"
 * changes the type, "Keep" leaves it; both are audited and never asked again. Nothing changes silently.
 */
export function LawSuggestionsCard() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const canEdit = useCanEditLeave();
  const list = useLawSuggestions();
  const answer = useAnswerLawSuggestion();
  const items = list.data?.items ?? [];
  if (!items.length) return null;

  const text = (s: TLawSuggestion) => {
    const name = typeName(ar, s);
    if (s.id === 'casualDays') return t('hrLeave.types.lawSuggestions.casualDays', { name, current: screenDigits(s.current.yearlyCapDays ?? 0) });
    return t('hrLeave.types.lawSuggestions.hajjName', { name, proposed: ar ? s.proposed.nameAr : s.proposed.nameEn });
  };
  const reply = (s: TLawSuggestion, a: 'apply' | 'keep') =>
    answer.mutate(
      { id: s.id, answer: a },
      {
        onSuccess: () => notify(t(a === 'apply' ? 'hrLeave.types.lawSuggestions.applied' : 'hrLeave.types.lawSuggestions.kept'), 'success'),
        onError: (e) => notify(errorMessage(t, e)),
      },
    );

  return (
    <Alert severity="info" component="section" aria-labelledby="law-suggestions-title" data-testid="law-suggestions" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle id="law-suggestions-title" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        {t('hrLeave.types.lawSuggestions.title')}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
        {items.map((s) => {
          const name = typeName(ar, s);
          return (
            <Box component="li" key={s.id} data-testid={`law-suggestion-${s.id}`}>
              <Typography>{text(s)}</Typography>
              {canEdit && (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                  <Button variant="contained" sx={{ minHeight: 44 }} disabled={answer.isPending} onClick={() => reply(s, 'apply')} aria-label={t('hrLeave.types.lawSuggestions.applyNamed', { name })}>
                    {t('hrLeave.types.lawSuggestions.apply')}
                  </Button>
                  <Button variant="outlined" sx={{ minHeight: 44 }} disabled={answer.isPending} onClick={() => reply(s, 'keep')} aria-label={t('hrLeave.types.lawSuggestions.keepNamed', { name })}>
                    {t('hrLeave.types.lawSuggestions.keep')}
                  </Button>
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Alert>
  );
}
