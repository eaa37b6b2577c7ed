import { useEffect, useId } from 'react';
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
import { ZIssueDecisionSchema } from '@hr/shared';
import { translateValidation } from '@/lib/errors';

const ZCommentSchema = ZIssueDecisionSchema.pick({ comment: true });

export interface TIssueAsk {
  decision: 'approve' | 'reject';
  ids: number[];
  title: string;
  /** One line per issue being decided. */
  lines: string[];
}

/** Approve or reject one or several attendance issues, with a comment the employee sees. */
export function IssueDecisionDialog({ ask, pending, onConfirm, onClose }: { ask: TIssueAsk | null; pending: boolean; onConfirm: (comment: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { register, handleSubmit, reset, formState } = useForm<{ comment?: string }, unknown, { comment: string }>({
    resolver: zodResolver(ZCommentSchema),
    defaultValues: { comment: '' },
  });
  useEffect(() => {
    if (ask) reset({ comment: '' });
  }, [ask, reset]);
  const reject = ask?.decision === 'reject';
  const commentError = translateValidation(t, formState.errors.comment?.message);

  return (
    <Dialog open={!!ask} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId} data-testid="issue-decision-dialog">
      <form onSubmit={handleSubmit((v) => onConfirm(v.comment))} noValidate>
        <DialogTitle id={titleId} component="h2">
          {ask?.title}
        </DialogTitle>
        <DialogContent>
          {ask?.lines.map((line, i) => (
            <DialogContentText key={i} sx={{ mb: 0.5 }}>
              {line}
            </DialogContentText>
          ))}
          <TextField
            {...register('comment')}
            label={t('attendanceIssues.inbox.comment')}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            sx={{ mt: 2 }}
            error={!!commentError}
            helperText={commentError ?? t('attendanceIssues.inbox.commentHint')}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" color={reject ? 'error' : 'success'} disabled={pending} data-testid="issue-decision-confirm">
            {reject ? t('attendanceIssues.inbox.reject') : t('attendanceIssues.inbox.approve')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
