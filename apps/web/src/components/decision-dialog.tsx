import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { V, ZDecisionInputSchema } from '@hr/shared';
import { translateValidation } from '@/lib/errors';

type TFormValues = z.input<typeof ZDecisionInputSchema>;
type TOutput = z.output<typeof ZDecisionInputSchema>;

export interface TDecisionAsk {
  decision: 'approve' | 'reject';
  title: string;
  /** One line per request being decided. */
  lines: string[];
  /** The comment is required (a rejection says why). */
  reasonRequired?: boolean;
}

/** The words of a decision dialog, in the deciding feature's language block. */
export interface TDecisionDialogLabels {
  comment: string;
  commentHint: string;
  approve: string;
  reject: string;
}

/**
 * Approve or reject one or several requests (leave, overtime…), with a comment the requester
 * sees; the comment follows the decision schema every inbox shares (trimmed, at most 1,000).
 */
export function DecisionDialog({
  ask,
  pending,
  error,
  labels,
  onConfirm,
  onClose,
  testId = 'decision-dialog',
}: {
  ask: TDecisionAsk | null;
  pending: boolean;
  error?: string | null;
  labels: TDecisionDialogLabels;
  onConfirm: (comment: string) => void;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { register, handleSubmit, reset, formState, setError } = useForm<TFormValues, unknown, TOutput>({
    resolver: zodResolver(ZDecisionInputSchema),
    defaultValues: { comment: '' },
  });
  useEffect(() => {
    if (ask) reset({ comment: '' });
  }, [ask, reset]);
  const reject = ask?.decision === 'reject';
  const required = !!ask?.reasonRequired;
  const onSubmit = handleSubmit((v) => {
    if (required && !v.comment) setError('comment', { message: V.required }, { shouldFocus: true });
    else onConfirm(v.comment);
  });
  const commentError = translateValidation(t, formState.errors.comment?.message);

  return (
    <Dialog open={!!ask} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId} data-testid={testId}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {ask?.title}
        </DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {ask?.lines.map((line, i) => (
            <DialogContentText key={i} sx={{ mb: 0.5 }}>
              {line}
            </DialogContentText>
          ))}
          <TextField
            {...register('comment')}
            label={labels.comment}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            required={required}
            sx={{ mt: 2 }}
            error={!!commentError}
            helperText={commentError ?? labels.commentHint}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" color={reject ? 'error' : 'success'} disabled={pending} data-testid={`${testId}-confirm`}>
            {reject ? labels.reject : labels.approve}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
