import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';

/** One request's outcome of a bulk decision, labelled for the approver. */
export interface TBulkResultRow {
  /** Unique in the list; the row's test id is `bulk-result-<id>`. */
  id: number | string;
  label: string;
  ok: boolean;
  /** The translated reason it did not go through. */
  reason: string | null;
}

/** "Selected: n" and the approve / reject buttons of an inbox's selection (texts from the feature). */
export function BulkDecisionBar({
  count,
  labels,
  onDecide,
}: {
  count: number;
  labels: { selected: string; approveSelected: string; rejectSelected: string };
  onDecide: (decision: 'approve' | 'reject') => void;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography role="status" sx={{ color: 'text.secondary', minWidth: 100 }} data-testid="inbox-selected">
        {labels.selected}
      </Typography>
      <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={!count} onClick={() => onDecide('approve')}>
        {labels.approveSelected}
      </Button>
      <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={!count} onClick={() => onDecide('reject')}>
        {labels.rejectSelected}
      </Button>
    </Stack>
  );
}

/** What a bulk decision did, one line per request; dismissable. */
export function BulkResults({
  results,
  labels,
  onClose,
}: {
  results: TBulkResultRow[] | null;
  labels: { summary: (ok: number, total: number) => string; ok: string; failed: (reason: string) => string; dismiss: string };
  onClose: () => void;
}) {
  if (!results) return null;
  const okCount = results.filter((r) => r.ok).length;
  return (
    <Alert
      severity={okCount === results.length ? 'success' : 'warning'}
      sx={{ mb: 2 }}
      onClose={onClose}
      slotProps={{ closeButton: { 'aria-label': labels.dismiss } }}
      data-testid="bulk-results"
    >
      <AlertTitle>{labels.summary(okCount, results.length)}</AlertTitle>
      <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
        {results.map((r) => (
          <li key={r.id} data-testid={`bulk-result-${r.id}`}>
            {r.label}: <strong>{r.ok ? labels.ok : labels.failed(r.reason ?? '')}</strong>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
