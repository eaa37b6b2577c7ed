import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useHijri, useHijriMonths } from '@/hooks/use-hijri';

/**
 * A date's (or a range's) Hijri day beside the Gregorian one, quieter, when the viewer shows Hijri
 * dates; nothing otherwise. `block` puts it on its own line.
 */
export function HijriDate({ date, end, block = false }: { date: string; end?: string; block?: boolean }) {
  const { t } = useTranslation();
  const hijri = useHijri();
  const ok = (d: string | undefined) => d !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(d);
  if (!hijri || !ok(date) || (end !== undefined && !ok(end))) return null;
  const text = end && end !== date ? t('common.hijriRange', { start: hijri(date), end: hijri(end) }) : hijri(date);
  return <Quiet block={block}>{text}</Quiet>;
}

/**
 * The Hijri months a Gregorian month ('YYYY-MM') spans, beside its name (the reports' month rows
 * and columns), when the viewer shows Hijri dates; `short` leaves the Hijri year out.
 */
export function HijriMonth({ month, block = false, short = false }: { month: string; block?: boolean; short?: boolean }) {
  const months = useHijriMonths();
  const text = months?.(month, short);
  return text ? <Quiet block={block}>{text}</Quiet> : null;
}

function Quiet({ block, children }: { block: boolean; children: string }) {
  return (
    <Box component="span" data-testid="hijri" sx={{ color: 'text.secondary', fontSize: '0.85em', display: block ? 'block' : 'inline', ...(block ? { width: '100%' } : { marginInlineStart: 0.75 }) }}>
      {children}
    </Box>
  );
}
