/** A dictionary as a tree of words. */
export type TDictionaryTree = { [k: string]: string | TDictionaryTree };

/** Every word of a dictionary by its dotted key ('dashboard.outToday.title' → 'Out today'): what the dictionary tests compare. */
export function leaves(tree: TDictionaryTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}
