import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useHijri } from '@/hooks/use-hijri';

/**
 * A date's (or a range's) Hijri day beside the Gregorian one, quieter, when the viewer shows Hijri
 * dates (issue 15); nothing otherwise. `block` puts it on its own line.
 */
export function HijriDate({ date, end, block = false }: { date: string; end?: string; block?: boolean }) {
  const { t } = useTranslation();
  const hijri = useHijri();
  const ok = (d: string | undefined) => d !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(d);
  if (!hijri || !ok(date) || (end !== undefined && !ok(end))) return null;
  const text = end && end !== date ? t('common.hijriRange', { start: hijri(date), end: hijri(end) }) : hijri(date);
  return (
    <Box component="span" data-testid="hijri" sx={{ color: 'text.secondary', fontSize: '0.85em', display: block ? 'block' : 'inline', ...(block ? { width: '100%' } : { marginInlineStart: 0.75 }) }}>
      {text}
    </Box>
  );
}
