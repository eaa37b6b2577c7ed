import { ApprovalChainsPage } from '@/features/approval/components/approval-chains-page';

/** /hr/approval-chains: who approves each kind of request, step by step, with a preview for one person (hr, admin). */
export function Component() {
  return <ApprovalChainsPage />;
}
