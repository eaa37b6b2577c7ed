import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import type { TPermissionType } from '@hr/shared';
import { PageHeader } from '@/components/page-header';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { nameIn } from '@/lib/time-span';
import { useAllPermissionTypes } from '../api/permission-api';
import { PermissionTypeDialog } from './permission-type-dialog';

/** /hr/permission-types (hr, admin): each type's quota and rules, added and edited in a dialog. */
export function PermissionTypesPage() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const query = useAllPermissionTypes();
  const [editing, setEditing] = useState<{ type: TPermissionType | null } | null>(null);
  const items = query.data?.items ?? [];
  const minutes = (count: number) => t('permission.minutesValue', { count });
  return (
    <>
      <PageHeader
        title={t('permission.types.title')}
        intro={t('permission.types.intro')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ type: null })} data-testid="ptype-add">
            {t('permission.types.add')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <PagedTableFrame query={query} label={t('permission.types.tableLabel')} count={items.length} stickyEnd empty={{ text: t('permission.quota.none'), testId: 'ptype-empty' }}>
          <Table size="small" aria-label={t('permission.types.tableLabel')} sx={{ minWidth: 900 }}>
            <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
              <TableRow>
                <TableCell>{t('permission.columns.type')}</TableCell>
                <TableCell>{t('permission.types.kind')}</TableCell>
                <TableCell>{t('permission.types.maxMinutes')}</TableCell>
                <TableCell>{t('permission.types.perMonth')}</TableCell>
                <TableCell>{t('permission.types.minutesPerMonth')}</TableCell>
                <TableCell>{t('permission.types.needsApproval')}</TableCell>
                <TableCell>{t('permission.types.overQuota')}</TableCell>
                <TableCell>{t('permission.columns.state')}</TableCell>
                <TableCell>{t('permission.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((x) => (
                <TableRow key={x.id} data-testid="ptype-row" data-kind={x.kind}>
                  <TableCell sx={{ fontWeight: 500 }}>{nameIn(ar, x.nameEn, x.nameAr)}</TableCell>
                  <TableCell>{t(`permission.kinds.${x.kind}`)}</TableCell>
                  <TableCell>{minutes(x.maxMinutes)}</TableCell>
                  <TableCell>{x.perMonth}</TableCell>
                  <TableCell>{minutes(x.minutesPerMonth)}</TableCell>
                  <TableCell>{t(x.needsApproval ? 'permission.types.yes' : 'permission.types.no')}</TableCell>
                  <TableCell>{t(`permission.overQuota.${x.overQuota}`)}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={x.active ? 'success' : 'default'} label={t(x.active ? 'permission.types.active' : 'permission.types.inactive')} />
                  </TableCell>
                  <TableCell>
                    <IconButton aria-label={t('permission.types.editNamed', { name: nameIn(ar, x.nameEn, x.nameAr) })} onClick={() => setEditing({ type: x })} data-testid="ptype-edit">
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </PagedTableFrame>
      </Paper>
      <PermissionTypeDialog open={!!editing} type={editing?.type ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
