import { ShiftSwapsPage } from '@/features/shift-swap/components/shift-swaps-page';

/** /shift-swaps: the person's shift swaps (asked by them and of them) and the form to ask one (issue 27). */
export function Component() {
  return <ShiftSwapsPage />;
}
