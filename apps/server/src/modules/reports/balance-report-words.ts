import type { TBalanceReportLine } from '@hr/shared';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';

/** The shared-balance column of a line: "Taken from Annual" (Casual), "Includes Casual: 1 taken, 0 pending" (Annual), else empty. */
export function sharedBalanceWords(isAr: boolean) {
  const w = (isAr ? ar : en).reports.balances;
  const fill = (text: string, p: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(p[k] ?? ''));
  const name = (x: { nameEn: string; nameAr: string }) => (isAr ? x.nameAr : x.nameEn);
  return (b: TBalanceReportLine): string => {
    if (b.drawsOn) return fill(w.drawsOn, { name: name(b.drawsOn) });
    if (!b.includes?.length) return '';
    return fill(w.includes, { list: b.includes.map((x) => fill(w.share, { name: name(x), taken: x.taken, pending: x.pending })).join(isAr ? '؛ ' : '; ') });
  };
}
