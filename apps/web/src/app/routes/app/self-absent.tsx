import { useState } from 'react';
import { AbsencePage } from '@/features/attendance/components/absence-page';
import { IssueDialog, issuePrefillOf, type TIssuePrefill } from '@/features/attendance/components/issue-dialog';
import { MyIssues } from '@/features/attendance/components/my-issues';

/** /self/absent: the viewer's absent and incomplete days (a row reports an issue) and their reported issues. */
export function Component() {
  const [prefill, setPrefill] = useState<TIssuePrefill | null>(null);
  return (
    <>
      <AbsencePage scope="self" onReportIssue={(d) => setPrefill(issuePrefillOf(d, false))} />
      <MyIssues />
      <IssueDialog open={!!prefill} team={false} prefill={prefill ?? undefined} onClose={() => setPrefill(null)} />
    </>
  );
}
