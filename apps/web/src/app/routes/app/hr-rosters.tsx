import { RostersPage } from '@/features/roster/components/rosters-page';

/** /hr/rosters: rotation patterns and crews (hr, admin; site_hr reads). */
export function Component() {
  return <RostersPage />;
}
