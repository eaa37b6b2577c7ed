import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { approverRoleOf, type TApprovalChainKind, type TApprovalPreview, type TPersonOption } from '@hr/shared';
import { screenDigits } from '@/lib/digits';
import { errorMessage } from '@/lib/errors';
import { personName } from '@/lib/names';
import { useChainPreview, type TEditedStep } from '../hooks/use-chain-preview';

type TPreviewStep = TApprovalPreview['steps'][number];

/** Who decides a step, or why it is skipped, in the page's language. */
function useDeciderText() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (s: TPreviewStep) => {
    if (s.skipped) return t(`approvalChains.preview.skipped.${s.skipped}`);
    if (s.person) return `${personName(s.person, ar)} (\u2066${screenDigits(s.person.EmpCode)}\u2069)`;
    if (s.pool === 'hr') return t('approvalChains.preview.hrPool');
    if (s.pool === 'site_hr') return t('approvalChains.preview.siteHrPool');
    return t('common.notSet');
  };
}

/**
 * The preview of one chain card: for the person picked at the top of the page, who would decide
 * each of the steps being edited (saved or not), or why a step is skipped; HR when all are.
 */
export function ChainPreview({ kind, person, steps, level }: { kind: TApprovalChainKind; person: TPersonOption | null; steps: readonly TEditedStep[]; level: 3 | 4 }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const headingId = useId();
  const { query, incomplete, settling } = useChainPreview(kind, person?.id ?? null, steps);
  const decider = useDeciderText();
  const data = query.data;
  const busy = !!person && !incomplete && (settling || query.isFetching);

  let body;
  if (!person) body = <Typography sx={{ color: 'text.secondary' }}>{t('approvalChains.preview.pick')}</Typography>;
  else if (incomplete) body = <Typography sx={{ color: 'text.secondary' }}>{t('approvalChains.preview.incomplete')}</Typography>;
  else if (query.isError) body = <Alert severity="error">{errorMessage(t, query.error)}</Alert>;
  else if (data)
    body = (
      <>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {data.steps.map((s, i) => (
            <Box component="li" key={i} data-testid="preview-step" data-skipped={s.skipped ?? undefined}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('approvalChains.step', { n: i + 1 })}: {t(`approvalChains.approvers.${approverRoleOf(s, kind)}`)}
              </Typography>
              <Typography variant="body2" sx={{ color: s.skipped ? 'text.secondary' : 'text.primary', fontStyle: s.skipped ? 'italic' : undefined }}>
                {decider(s)}
              </Typography>
            </Box>
          ))}
        </Box>
        {data.fallsToHr && (
          <Alert severity="info" sx={{ mt: 1.5 }} data-testid="preview-falls-to-hr">
            {t('approvalChains.preview.fallsToHr')}
          </Alert>
        )}
      </>
    );

  return (
    // A group, not a section: every card has one, and landmarks must have names of their own.
    <Box
      role="group"
      aria-labelledby={headingId}
      aria-busy={busy}
      data-testid="chain-preview"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.default', minWidth: 0 }}
    >
      <Typography id={headingId} component={`h${level}`} sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {person ? t('approvalChains.preview.heading', { name: personName(person, ar) }) : t('approvalChains.preview.headingNobody')}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{busy && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <Box sx={{ opacity: busy && data ? 0.6 : 1 }}>{body}</Box>
    </Box>
  );
}
