import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useTranslation } from 'react-i18next';
import type { TAuditEntry } from '@hr/shared';
import { formatDateTime } from '@/lib/format';
import { DateField, isoOrUndefined } from '@/components/date-field';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePaging } from '@/hooks/use-paging';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { visuallyHidden } from '@/lib/visually-hidden';
import { screenDigits } from '@/lib/digits';
import { useAuditLog, type TAuditFilters } from '../api/organisation-api';
import { AuditDiff } from './audit-diff';
import { actionInWords, AUDIT_ENTITIES, entityInWords } from './audit-words';

/** The audit log: newest first, filters by person, entity and dates; each row opens its before/after. */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const { page, pageSize, setPage, pagination } = usePaging();
  const [empCode, setEmpCode] = useState('');
  const [entity, setEntity] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const debouncedCode = useDebouncedValue(empCode, 300);
  const filters: TAuditFilters = {
    actorEmpCode: /^\d+$/.test(debouncedCode) ? Number(debouncedCode) : undefined,
    entity: entity || undefined,
    from: isoOrUndefined(from),
    to: isoOrUndefined(to),
  };
  const query = useAuditLog(page, pageSize, filters);
  const items = query.data?.items ?? [];
  const filter = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(0);
  };

  const actionLabel = (e: TAuditEntry) => actionInWords(t, i18n, e.action, lang);
  const entityLabel = (e: string) => entityInWords(t, i18n, e, lang);
  const person = (p: TAuditEntry['actor']) => (p ? `${lang === 'ar' ? p.fullNameAr : p.FullName} (${screenDigits(p.EmpCode)})` : t('org.audit.system'));

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 220px))' }, mb: 2 }}>
        <TextField
          size="small"
          label={t('org.audit.person')}
          sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}
          value={empCode}
          onChange={(e) => filter(setEmpCode)(e.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        />
        <TextField
          select
          size="small"
          label={t('org.audit.entity')}
          value={entity}
          onChange={(e) => filter(setEntity)(e.target.value)}
          sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('org.audit.allEntities')}</MenuItem>
          {AUDIT_ENTITIES.map((e) => (
            <MenuItem key={e} value={e}>
              {t(`org.audit.entities.${e}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateField size="small" label={t('org.audit.from')} value={from} onChange={(v) => filter(setFrom)(v ?? '')} />
        <DateField size="small" label={t('org.audit.to')} value={to} onChange={(v) => filter(setTo)(v ?? '')} />
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <PagedTableFrame
          query={query}
          label={t('org.audit.tableLabel')}
          count={items.length}
          pagination={pagination(query.data?.total ?? 0)}
        >
          <Table size="small" aria-label={t('org.audit.tableLabel')} sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('org.audit.details')}
                  </Box>
                </TableCell>
                <TableCell>{t('org.audit.time')}</TableCell>
                <TableCell>{t('org.audit.who')}</TableCell>
                <TableCell>{t('org.audit.action')}</TableCell>
                <TableCell>{t('org.audit.entity')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((e) => {
                const expanded = open === e.id;
                const detailsId = `audit-details-${e.id}`;
                return (
                  <Fragment key={e.id}>
                    <TableRow data-testid="audit-row" sx={{ '& > td': { borderBottom: expanded ? 'none' : undefined } }}>
                      <TableCell padding="checkbox">
                        <IconButton
                          size="small"
                          aria-expanded={expanded}
                          aria-controls={detailsId}
                          aria-label={t('org.audit.showChanges')}
                          onClick={() => setOpen(expanded ? null : e.id)}
                        >
                          {expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                        </IconButton>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, lang, timeZone)}</time>
                      </TableCell>
                      <TableCell>
                        {person(e.actor)}
                        {e.onBehalfOf && ` → ${person(e.onBehalfOf)}`}
                      </TableCell>
                      <TableCell>{actionLabel(e)}</TableCell>
                      <TableCell>
                        {entityLabel(e.entity)}
                        {e.entityId && (
                          <Box component="span" dir="ltr">
                            {' '}#{screenDigits(e.entityId)}
                          </Box>
                        )}
                      </TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell colSpan={5} sx={{ py: 0 }} id={detailsId}>
                        <Collapse in={expanded} unmountOnExit>
                          <Box sx={{ py: 1 }}>
                            <AuditDiff before={e.before} after={e.after} />
                          </Box>
                        </Collapse>
                      </TableCell>
                    </TableRow>
                  </Fragment>
                );
              })}
              {query.isSuccess && items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{t('org.audit.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </PagedTableFrame>
      </Paper>
    </>
  );
}
