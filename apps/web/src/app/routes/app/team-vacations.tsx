import { VacationsPage } from '@/features/leave/components/vacations-page';

/** /team/vacations: the requests of the viewer's team (the server applies the scope). */
export function Component() {
  return <VacationsPage scope="team" />;
}
