import { MyOvertimePage } from '@/features/overtime/components/my-overtime-page';

/** /self/overtime: the person's overtime requests, suggestions from attendance, and the request form. */
export function Component() {
  return <MyOvertimePage />;
}
