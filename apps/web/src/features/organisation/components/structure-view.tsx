import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/row-actions';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { useDeleteUnit, useStructure, type TUnitKind } from '../api/organisation-api';
import { useCanEditOrganisation } from '../hooks/use-can-edit-organisation';
import { DeleteNamedDialog } from '@/components/delete-named-dialog';
import { UnitDialog, type TUnitDialogTarget } from './unit-dialog';

interface TUnitRow {
  kind: TUnitKind;
  id: number;
  nameEn: string;
  nameAr: string;
  employeeCount: number;
  latitude?: number | null;
  longitude?: number | null;
  radiusMeters?: number | null;
  remoteArea?: boolean;
}

/** Sites, and departments with their sections: counts, add, rename, delete. */
export function StructureView() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const canEdit = useCanEditOrganisation();
  const query = useStructure();
  const remove = useDeleteUnit();
  const [dialog, setDialog] = useState<TUnitDialogTarget | null>(null);
  const [toDelete, setToDelete] = useState<TUnitRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const name = (u: { nameEn: string; nameAr: string }) => (ar ? u.nameAr : u.nameEn);

  const confirmDelete = () => {
    if (!toDelete) return;
    const unit = toDelete;
    remove.mutate(
      { kind: unit.kind, id: unit.id },
      {
        onSuccess: () => {
          setDeleteError(null);
          notify(t('org.deleted'), 'success');
        },
        onError: (e) => {
          // Also as a snackbar: the row may be far below the alert at the top of the page.
          const message = `${name(unit)}: ${errorMessage(t, e)}`;
          setDeleteError(message);
          notify(message);
        },
        onSettled: () => setToDelete(null),
      },
    );
  };

  const unitActions = (u: TUnitRow) =>
    canEdit && (
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        <RowActions
          editLabel={t('org.renameNamed', { name: name(u) })}
          onEdit={() => setDialog({ kind: u.kind, id: u.id, nameEn: u.nameEn, nameAr: u.nameAr, latitude: u.latitude, longitude: u.longitude, radiusMeters: u.radiusMeters, remoteArea: u.remoteArea })}
          deleteLabel={t('org.deleteNamed', { name: name(u) })}
          onDelete={() => setToDelete(u)}
        />
      </Box>
    );

  const unitRow = (u: TUnitRow, inset = false) => (
    <ListItem key={`${u.kind}-${u.id}`} divider sx={{ pl: inset ? 5 : 2, gap: 1 }} data-testid={`unit-${u.kind}-${u.id}`}>
      <ListItemText
        primary={name(u)}
        secondary={
          u.radiusMeters && u.latitude != null && u.longitude != null
            ? `${ar ? u.nameEn : u.nameAr} · ${t('geofence.summary', { radius: u.radiusMeters, latitude: u.latitude, longitude: u.longitude })}`
            : ar
              ? u.nameEn
              : u.nameAr
        }
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
      />
      {u.remoteArea && <Chip size="small" color="info" variant="outlined" label={t('geofence.remoteAreaShort')} data-testid={`remote-${u.id}`} />}
      <Chip size="small" label={t('org.employeeCount', { count: u.employeeCount })} />
      {unitActions(u)}
    </ListItem>
  );

  const data = query.data;
  return (
    <>
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      {query.isError && <Alert severity="error">{errorMessage(t, query.error)}</Alert>}
      {deleteError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setDeleteError(null)} data-testid="unit-delete-error">
          {deleteError}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 2fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="section" aria-labelledby="sites-heading">
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2, gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h2" id="sites-heading" sx={{ fontSize: '1.25rem' }}>
              {t('org.structure.sites')}
            </Typography>
            {canEdit && (
              <Button startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'site' })}>
                {t('org.structure.add.site')}
              </Button>
            )}
          </Box>
          <List disablePadding>{data?.sites.map((s) => unitRow({ kind: 'site', ...s }))}</List>
          {data && data.sites.length === 0 && <Typography sx={{ p: 2 }}>{t('org.none')}</Typography>}
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="departments-heading">
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2, gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h2" id="departments-heading" sx={{ fontSize: '1.25rem' }}>
              {t('org.structure.departments')}
            </Typography>
            {canEdit && (
              <Button startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'department' })}>
                {t('org.structure.add.department')}
              </Button>
            )}
          </Box>
          <List disablePadding>
            {data?.departments.map((d) => (
              <Box component="li" key={d.id} sx={{ listStyle: 'none' }}>
                <List disablePadding>
                  {unitRow({ kind: 'department', id: d.id, nameEn: d.nameEn, nameAr: d.nameAr, employeeCount: d.employeeCount })}
                  {d.sections.map((s) => unitRow({ kind: 'section', ...s }, true))}
                  {canEdit && (
                    <ListItem divider sx={{ pl: 5 }}>
                      <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'section', departmentId: d.id })}>
                        {t('org.structure.addSectionTo', { name: name(d) })}
                      </Button>
                    </ListItem>
                  )}
                </List>
              </Box>
            ))}
          </List>
          {data && data.departments.length === 0 && <Typography sx={{ p: 2 }}>{t('org.none')}</Typography>}
        </Paper>
      </Box>
      <UnitDialog target={dialog} onClose={() => setDialog(null)} />
      <DeleteNamedDialog
        name={toDelete && name(toDelete)}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
