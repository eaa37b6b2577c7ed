import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TIssueState } from '@hr/shared';

const COLOURS = { requested: 'warning', approved: 'success', rejected: 'error' } as const;

/** An issue's state as a coloured, translated chip (outlined, so the text keeps its contrast). */
export function IssueStateChip({ state }: { state: TIssueState }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOURS[state]} label={t(`attendanceIssues.states.${state}`)} data-testid={`issue-state-${state}`} />;
}
