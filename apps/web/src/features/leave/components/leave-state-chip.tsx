import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TLeaveState } from '@hr/shared';

const COLOURS = { requested: 'warning', approved: 'success', rejected: 'error', cancelled: 'default' } as const;

/** A request's state as a coloured, translated chip (outlined, so the text keeps its contrast). */
export function LeaveStateChip({ state }: { state: TLeaveState }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOURS[state]} label={t(`leave.states.${state}`)} data-testid={`state-${state}`} />;
}
