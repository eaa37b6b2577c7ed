import { VacationsPage } from '@/features/leave/components/vacations-page';

/** /self/vacations: the signed-in person's requests. */
export function Component() {
  return <VacationsPage scope="self" />;
}
