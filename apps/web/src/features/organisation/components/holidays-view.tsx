import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import type { THoliday } from '@hr/shared';
import { formatDate } from '@/lib/format';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { RowActions } from '@/components/row-actions';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { screenDigits } from '@/lib/digits';
import { useConfirmHoliday, useDeleteHoliday, useFillHolidayPreset, useHolidays, useStructure } from '../api/organisation-api';
import { useCanEditOrganisation } from '../hooks/use-can-edit-organisation';
import { DeleteNamedDialog } from '@/components/delete-named-dialog';
import { HolidayDialog } from './holiday-dialog';
import { GroupHolidaysList } from './group-holidays-list';
import { useOrgToday } from '@/hooks/use-org-today';

/**
 * A year's public holidays: add, edit, delete, and fill the year with Egypt's preset (the server
 * skips dates that already have a holiday). Lunar holidays from the preset are 'estimated' until HR
 * confirms them (or gives them another date).
 */
export function HolidaysView() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const canEdit = useCanEditOrganisation();
  // The organisation's year: a browser on another clock (UTC at 22:30 on 31 December) would say last year.
  const thisYear = Number(useOrgToday().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const query = useHolidays(year);
  const structure = useStructure();
  const remove = useDeleteHoliday();
  const preset = useFillHolidayPreset();
  const confirm = useConfirmHoliday();
  const [editing, setEditing] = useState<THoliday | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<THoliday | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const items = query.data?.items ?? [];
  const sites = structure.data?.sites ?? [];
  const name = (h: { nameEn: string; nameAr: string }) => screenDigits(ar ? h.nameAr : h.nameEn);
  const siteNames = (h: THoliday) =>
    h.siteIds.length === 0
      ? t('org.holidays.allSites')
      : h.siteIds
          .map((id) => sites.find((s) => s.id === id))
          .map((s) => (s ? name(s) : ''))
          .filter(Boolean)
          .join(ar ? '، ' : ', ');
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setActionError(null);
        notify(t('org.deleted'), 'success');
      },
      onError: (e) => {
        setActionError(errorMessage(t, e));
        notify(errorMessage(t, e));
      },
      onSettled: () => setToDelete(null),
    });
  };
  const confirmDate = (h: THoliday) =>
    confirm.mutate(h.id, {
      onSuccess: () => {
        setActionError(null);
        notify(t('company.holidays.confirmed'), 'success');
      },
      onError: (e) => {
        setActionError(errorMessage(t, e));
        notify(errorMessage(t, e));
      },
    });
  const fillPreset = () =>
    preset.mutate(year, {
      onSuccess: () => {
        setActionError(null);
        notify(t('org.holidays.presetDone'), 'success');
      },
      onError: (e) => {
        setActionError(errorMessage(t, e));
        notify(errorMessage(t, e));
      },
    });

  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField select size="small" label={t('org.holidays.year')} value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ minWidth: 120 }}>
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {screenDigits(y)}
            </MenuItem>
          ))}
        </TextField>
        {canEdit && (
          <>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('org.holidays.add')}
            </Button>
            <Button variant="outlined" startIcon={<EventAvailableIcon />} onClick={fillPreset} disabled={preset.isPending}>
              {t('org.holidays.preset')}
            </Button>
          </>
        )}
      </Box>
      {actionError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <PagedTableFrame query={query} label={t('org.holidays.tableLabel', { year })} count={items.length}>
          <Table size="small" aria-label={t('org.holidays.tableLabel', { year })} sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('org.holidays.date')}</TableCell>
                <TableCell>{t('org.holidays.name')}</TableCell>
                <TableCell>{t('org.holidays.sites')}</TableCell>
                {canEdit && <TableCell>{t('org.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((h) => (
                <TableRow key={h.id} data-testid={`holiday-${h.id}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Box component="span" dir="ltr">
                      {formatDate(h.date)}
                    </Box>
                  </TableCell>
                  <TableCell>
                    {name(h)}
                    {h.estimated && <Chip size="small" variant="outlined" color="warning" label={t('org.holidays.estimated')} sx={{ ml: 1 }} data-testid="holiday-estimated" />}
                    {/* Art 129: a holiday the minister moved keeps its legal date beside the day given. */}
                    {h.legalDate && h.legalDate !== h.date && (
                      <Typography variant="body2" component="span" title={t('law.work.movedHint')} sx={{ display: 'block', color: 'text.secondary' }} data-testid="holiday-legal-date">
                        {t('law.work.legalDate', { date: '' })}
                        <Box component="span" dir="ltr">
                          {formatDate(h.legalDate)}
                        </Box>
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{siteNames(h)}</TableCell>
                  {canEdit && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {h.estimated && (
                        <Button
                          size="small"
                          startIcon={<TaskAltIcon />}
                          onClick={() => confirmDate(h)}
                          disabled={confirm.isPending}
                          aria-label={t('company.holidays.confirmNamed', { name: name(h) })}
                          sx={{ marginInlineEnd: 1 }}
                        >
                          {t('company.holidays.confirm')}
                        </Button>
                      )}
                      <RowActions
                        editLabel={t('org.editNamed', { name: name(h) })}
                        onEdit={() => setEditing(h)}
                        deleteLabel={t('org.deleteNamed', { name: name(h) })}
                        onDelete={() => setToDelete(h)}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
              {query.isSuccess && items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={canEdit ? 4 : 3}>{t('org.holidays.empty', { year })}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </PagedTableFrame>
      </Paper>
      <GroupHolidaysList year={year} />
      <HolidayDialog holiday={editing} year={year} sites={sites} onClose={() => setEditing(null)} />
      <DeleteNamedDialog
        name={toDelete && name(toDelete)}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
