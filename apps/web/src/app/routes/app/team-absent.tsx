import { useState } from 'react';
import { AbsencePage } from '@/features/attendance/components/absence-page';
import { IssueDialog, issuePrefillOf, type TIssuePrefill } from '@/features/attendance/components/issue-dialog';

/** /team/absent: the team's absent and incomplete days; a row reports an issue for that person (HR roles also resolve). */
export function Component() {
  const [prefill, setPrefill] = useState<TIssuePrefill | null>(null);
  return (
    <>
      <AbsencePage scope="team" onReportIssue={(d) => setPrefill(issuePrefillOf(d, true))} />
      <IssueDialog open={!!prefill} team prefill={prefill ?? undefined} onClose={() => setPrefill(null)} />
    </>
  );
}
