import { ShiftSwapsPage } from '@/features/shift-swap/components/shift-swaps-page';

/** /shift-swaps: the person's shift swaps (asked by them and of them) and the form to ask one. */
export function Component() {
  return <ShiftSwapsPage />;
}
