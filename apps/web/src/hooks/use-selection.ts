import { useState } from 'react';

/**
 * The ticked rows of a paged inbox: what is chosen on this page, whether all of it is, and
 * the toggles of a row and of the whole page.
 */
export function useSelection<K = number>(onPage: readonly K[]) {
  const [selected, setSelected] = useState<ReadonlySet<K>>(new Set());
  const chosen = onPage.filter((id) => selected.has(id));
  const allChosen = onPage.length > 0 && chosen.length === onPage.length;
  const toggle = (id: K) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allChosen ? new Set() : new Set(onPage));
  const clear = () => setSelected(new Set());
  return { selected, chosen, allChosen, toggle, toggleAll, clear };
}
