import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TOutboxItem } from '@hr/shared';

// Waiting and sending are neutral: MUI's info blue on white is below the 4.5:1 contrast small text needs.
const COLORS = { outbox: 'warning', queued: 'default', sending: 'default', sent: 'success', failed: 'error' } as const;

export function OutboxStatusChip({ status }: { status: TOutboxItem['status'] }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`outbox.status.${status}`)} sx={{ fontWeight: 600 }} data-status={status} />;
}
