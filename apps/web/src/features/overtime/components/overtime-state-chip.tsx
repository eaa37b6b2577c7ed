import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TOvertimeState } from '@hr/shared';

const COLOURS = { requested: 'warning', approved: 'success', rejected: 'error', cancelled: 'default' } as const;

/** The state of an overtime request as a coloured chip, in the page's language. */
export function OvertimeStateChip({ state }: { state: TOvertimeState }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOURS[state]} label={t(`overtime.states.${state}`)} data-testid="overtime-state" data-state={state} />;
}
