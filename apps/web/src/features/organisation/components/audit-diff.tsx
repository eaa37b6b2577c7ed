import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : v === null || v === undefined ? {} : { value: v });
const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** The before and after values of an audit entry, key by key; changed keys first and bold. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const changed = (k: string) => show(b[k]) !== show(a[k]);
  keys.sort((x, y) => Number(changed(y)) - Number(changed(x)));
  if (keys.length === 0) return <Typography sx={{ p: 1 }}>{t('org.audit.noValues')}</Typography>;
  return (
    <Table size="small" aria-label={t('org.audit.diffLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('org.audit.field')}</TableCell>
          <TableCell>{t('org.audit.before')}</TableCell>
          <TableCell>{t('org.audit.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {keys.map((k) => (
          <TableRow key={k} sx={changed(k) ? { '& td': { fontWeight: 600 } } : undefined}>
            <TableCell dir="ltr">{k}</TableCell>
            <TableCell dir="auto" sx={{ overflowWrap: 'anywhere' }}>
              {show(b[k])}
            </TableCell>
            <TableCell dir="auto" sx={{ overflowWrap: 'anywhere' }}>
              {show(a[k])}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
