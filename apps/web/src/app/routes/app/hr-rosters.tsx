import { RostersPage } from '@/features/roster/components/rosters-page';

/** /hr/rosters: rotation patterns and crews (hr and admin). */
export function Component() {
  return <RostersPage />;
}
