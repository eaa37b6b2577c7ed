import { ZApprovalPreviewInputSchema, type TApprovalChainKind } from '@hr/shared';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useApprovalPreview } from '../api/approval-api';

/** A step as the chain editor holds it. */
export interface TEditedStep {
  approver: string;
  personId?: number | null;
  rule?: string | null;
}

/** How long the editor must rest before the preview asks the server again. */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The preview of the steps the editor holds now (saved or not) for one person and a kind of request
 * (a manager step without its rule means the kind's): asked once the steps have not changed for a moment. `incomplete` when a step names nobody yet (nothing is
 * asked), `settling` while the latest edit waits for its turn.
 */
export function useChainPreview(kind: TApprovalChainKind, employeeId: number | null, steps: readonly TEditedStep[]) {
  const key = JSON.stringify(steps.map((s) => ({ approver: s.approver, personId: s.personId ?? null, ...(s.rule ? { rule: s.rule } : {}) })));
  const debounced = useDebouncedValue(key, PREVIEW_DEBOUNCE_MS);
  const parsed = employeeId === null ? null : ZApprovalPreviewInputSchema.safeParse({ kind, steps: JSON.parse(debounced) as unknown, employeeId });
  const query = useApprovalPreview(parsed?.success ? parsed.data : null);
  return { query, incomplete: !!parsed && !parsed.success, settling: key !== debounced };
}
