import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_DOCUMENT_KINDS, type TEmployee, type TEmployeeDocument, type TEmployeeDocumentKind } from '@hr/shared';
import { formatDateTime } from '@/lib/format';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useNotify } from '@/hooks/use-notify';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { downloadFile } from '@/lib/download-file';
import { errorMessage } from '@/lib/errors';
import { readFileBase64 } from '@/lib/file-transfer';
import { screenDigits } from '@/lib/digits';
import { useDeleteEmployeeDocument, useEmployeeDocuments, useUploadEmployeeDocument } from '../api/employees';

/** The leave attachment's limit: the server refuses larger files too. */
const MAX_BYTES = 5 * 1024 * 1024;
const kb = (n: number) => screenDigits(`${Math.max(1, Math.round(n / 1024))} KB`);

/**
 * A person's papers: the contract, a copy of the ID and others, as PDF or
 * image up to 5 MB. HR uploads (choosing the kind first) and deletes; site HR reads and downloads.
 */
export function EmployeeDocuments({ employee, canWrite }: { employee: TEmployee; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const notify = useNotify();
  const list = useEmployeeDocuments(employee.id);
  const upload = useUploadEmployeeDocument(employee.id);
  const remove = useDeleteEmployeeDocument(employee.id);
  const [kind, setKind] = useState<TEmployeeDocumentKind | ''>('');
  const [kindError, setKindError] = useState(false);
  const [deleting, setDeleting] = useState<TEmployeeDocument | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const pick = async (file: File | undefined) => {
    if (!file || !kind) return;
    if (file.size > MAX_BYTES) return notify(t('errors.FILE_TOO_LARGE'));
    upload.mutate(
      { kind, fileName: file.name, mimeType: file.type || 'application/octet-stream', contentBase64: await readFileBase64(file) },
      {
        onSuccess: () => {
          notify(t('employees.documents.uploaded', { name: file.name }), 'success');
          setKind('');
        },
        onError: (e) => notify(errorMessage(t, e)),
      },
    );
  };
  const choose = () => {
    if (!kind) return setKindError(true);
    fileRef.current?.click();
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="employee-documents-title" sx={{ p: { xs: 2, sm: 3 } }} data-testid="employee-documents">
      <Typography id="employee-documents-title" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 0.5 }}>
        {t('employees.documents.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('employees.documents.intro')}
      </Typography>
      {list.isError && <Alert severity="error">{errorMessage(t, list.error)}</Alert>}
      {list.data && list.data.items.length === 0 && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('employees.documents.empty')}</Typography>}
      <Box component="ul" sx={{ m: 0, mb: 2, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {list.data?.items.map((d) => (
          <Box component="li" key={d.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="employee-document">
            <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {t(`employees.documents.kinds.${d.kind}`)} · <bdi>{d.fileName}</bdi>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <bdi>{kb(d.size)}</bdi> · {formatDateTime(d.createdAt, lang, timeZone)}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', flexShrink: 0 }}>
            <IconButton
              aria-label={t('employees.documents.download', { name: d.fileName })}
              onClick={() => void downloadFile(`/hr/employees/${employee.id}/documents/${d.id}`, {}, d.fileName).catch((e: unknown) => notify(errorMessage(t, e)))}
            >
              <DownloadIcon />
            </IconButton>
            {canWrite && (
              <IconButton aria-label={t('employees.documents.delete', { name: d.fileName })} onClick={() => setDeleting(d)}>
                <DeleteIcon />
              </IconButton>
            )}
            </Box>
          </Box>
        ))}
      </Box>
      {canWrite && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            select
            size="small"
            label={t('employees.documents.kind')}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as TEmployeeDocumentKind);
              setKindError(false);
            }}
            error={kindError}
            helperText={kindError ? t('validation.required') : t('employees.documents.rules')}
            sx={{ minWidth: 220 }}
            slotProps={{ htmlInput: { 'data-testid': 'document-kind' } }}
          >
            {EMPLOYEE_DOCUMENT_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`employees.documents.kinds.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={choose} disabled={upload.isPending}>
            {t('employees.documents.upload')}
          </Button>
          <input
            ref={fileRef}
            type="file"
            hidden
            accept="application/pdf,image/png,image/jpeg,image/webp,image/gif"
            data-testid="document-file"
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('employees.documents.deleteTitle')}
        text={t('employees.documents.deleteText', { name: deleting?.fileName ?? '' })}
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (e) => notify(errorMessage(t, e)),
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
