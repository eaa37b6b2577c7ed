import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZDirectorySettingsRequestSchema, type TDirectorySettingsRequest, type TDirectoryTestResponse } from '@hr/shared';
import { useNotify } from '@/hooks/use-notify';
import { screenDigits } from '@/lib/digits';
import { formatDate } from '@/lib/format';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { useDirectorySettings, useSaveDirectorySettings, useTestDirectory } from '../api/directory-api';

type TForm = TDirectorySettingsRequest;
type TTextName = 'url' | 'bindDn' | 'bindPassword' | 'baseDn' | 'userAttribute' | 'domain' | 'caCert' | 'groupDn';
const FIELDS = ['enabled', 'url', 'startTls', 'bindDn', 'bindPassword', 'baseDn', 'userAttribute', 'domain', 'caCert', 'groupDn'] as const;
const EMPTY: TForm = {
  enabled: false,
  url: '',
  startTls: false,
  bindDn: '',
  bindPassword: '',
  baseDn: '',
  userAttribute: 'sAMAccountName',
  domain: '',
  caCert: '',
  groupDn: '',
};

/** How the connection is secured: ldaps://, StartTLS on ldap://, or plain ldap://. */
type TSecurity = 'ldaps' | 'starttls' | 'none';
const securityOf = (url: string, startTls: boolean): TSecurity => (/^ldaps:/i.test(url) ? 'ldaps' : startTls ? 'starttls' : 'none');

/** Sets the URL's scheme (and the usual port, when the other usual one is written) and the StartTLS switch together. */
function applySecurity(setValue: UseFormSetValue<TForm>, url: string, security: TSecurity) {
  const ldaps = security === 'ldaps';
  const rest = url.replace(/^ldaps?:\/\//i, '');
  const withPort = ldaps ? rest.replace(/:389(\/?)$/, ':636$1') : rest.replace(/:636(\/?)$/, ':389$1');
  setValue('url', `${ldaps ? 'ldaps' : 'ldap'}://${withPort}`, { shouldDirty: true });
  setValue('startTls', security === 'starttls', { shouldDirty: true, shouldValidate: true });
}

/** A text field of the card; directory values (URLs, DNs, attributes) are written left to right in both languages. */
function Field({
  control,
  name,
  label,
  helper,
  type,
  placeholder,
  rows,
}: {
  control: Control<TForm>;
  name: TTextName;
  label: string;
  helper?: string;
  type?: string;
  placeholder?: string;
  rows?: number;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          type={type}
          label={label}
          placeholder={placeholder}
          multiline={!!rows}
          minRows={rows}
          maxRows={rows ? rows * 2 : undefined}
          fullWidth
          autoComplete={type === 'password' ? 'new-password' : 'off'}
          error={!!fieldState.error}
          helperText={translateValidation(t, fieldState.error?.message) ?? helper}
          slotProps={{
            htmlInput: { dir: 'ltr', spellCheck: false, style: rows ? { fontFamily: 'monospace', fontSize: '0.8rem' } : undefined },
            inputLabel: placeholder ? { shrink: true } : undefined,
          }}
        />
      )}
    />
  );
}

function SwitchField({ control, name, label }: { control: Control<TForm>; name: 'enabled'; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel control={<Switch name={field.name} checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={label} />
      )}
    />
  );
}

/** LDAPS, StartTLS or none: one choice that keeps the URL's scheme and the StartTLS switch consistent. */
function SecuritySelect({ control, setValue }: { control: Control<TForm>; setValue: UseFormSetValue<TForm> }) {
  const { t } = useTranslation();
  const [url, startTls] = useWatch({ control, name: ['url', 'startTls'] });
  return (
    <TextField
      select
      label={t('org.settings.directory.security')}
      value={securityOf(url, startTls)}
      onChange={(e) => applySecurity(setValue, url, e.target.value as TSecurity)}
      helperText={t('org.settings.directory.securityHint')}
      fullWidth
    >
      <MenuItem value="ldaps">{t('org.settings.directory.securityLdaps')}</MenuItem>
      <MenuItem value="starttls">{t('org.settings.directory.securityStartTls')}</MenuItem>
      <MenuItem value="none">{t('org.settings.directory.securityNone')}</MenuItem>
    </TextField>
  );
}

/** What the test found, in the page's language. */
function TestResult({ result }: { result: TDirectoryTestResponse }) {
  const { t, i18n } = useTranslation();
  const a = result.account;
  const entries = screenDigits(result.entries);
  return (
    <Alert severity={a && (!a.dn || a.disabled || !a.employee) ? 'warning' : 'success'} role="status">
      <div>{t(result.entriesCapped ? 'org.settings.directory.foundCapped' : 'org.settings.directory.found', { entries })}</div>
      {a && !a.dn && <div>{t('org.settings.directory.accountNotFound', { name: a.name })}</div>}
      {a?.dn && (
        <>
          <div>
            {t('org.settings.directory.accountFound', { name: a.name })}
            <Box component="bdi" dir="ltr" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {a.dn}
            </Box>
          </div>
          {a.disabled && <div>{t('org.settings.directory.accountDisabled')}</div>}
          <div>
            {a.employee
              ? t('org.settings.directory.accountEmployee', {
                  employee: i18n.language === 'ar' ? a.employee.fullNameAr : a.employee.FullName,
                  code: screenDigits(a.employee.EmpCode),
                })
              : t('org.settings.directory.accountNoEmployee')}
          </div>
        </>
      )}
    </Alert>
  );
}

/** HR's "Company directory" card: LDAP / Active Directory sign-in settings, Save and Test. */
export function DirectoryCard() {
  const { t } = useTranslation();
  const notify = useNotify();
  const query = useDirectorySettings();
  const save = useSaveDirectorySettings();
  const test = useTestDirectory();
  const [account, setAccount] = useState('');
  const { control, handleSubmit, reset, setError, setValue } = useForm<TForm>({ resolver: zodResolver(ZDirectorySettingsRequestSchema), defaultValues: EMPTY });
  useEffect(() => {
    if (query.data) {
      const { bindPasswordSet: _set, caCerts: _certs, ...rest } = query.data;
      reset({ ...rest, bindPassword: '', clearBindPassword: false });
    }
  }, [query.data, reset]);
  const passwordSet = !!query.data?.bindPasswordSet;

  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => notify(t('org.settings.directory.saved'), 'success'),
      onError: (e) => {
        if (!applyFieldErrors(e, setError, FIELDS)) notify(errorMessage(t, e));
      },
    }),
  );
  const runTest = () => test.mutate(account.trim() ? { accountName: account.trim() } : {});

  return (
    <Paper variant="outlined" component="section" aria-labelledby="settings-directory" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760, mt: 3 }}>
      <Typography variant="h2" id="settings-directory" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('org.settings.directory.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('org.settings.directory.intro')}
      </Typography>
      {query.isError && <Alert severity="error">{errorMessage(t, query.error)}</Alert>}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <Stack component="fieldset" spacing={2} disabled={!query.data} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <SwitchField control={control} name="enabled" label={t('org.settings.directory.enabled')} />
          <Field control={control} name="url" label={t('org.settings.directory.url')} helper={t('org.settings.directory.urlHint')} />
          <SecuritySelect control={control} setValue={setValue} />
          <Field control={control} name="bindDn" label={t('org.settings.directory.bindDn')} helper={t('org.settings.directory.bindDnHint')} />
          <Field
            control={control}
            name="bindPassword"
            type="password"
            label={t('org.settings.directory.bindPassword')}
            placeholder={passwordSet ? '••••••••' : undefined}
            helper={t(passwordSet ? 'org.settings.directory.bindPasswordSet' : 'org.settings.directory.bindPasswordNotSet')}
          />
          {passwordSet && (
            <Controller
              control={control}
              name="clearBindPassword"
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox name={field.name} checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  label={t('org.settings.directory.clearBindPassword')}
                />
              )}
            />
          )}
          <Field control={control} name="caCert" rows={4} label={t('org.settings.directory.caCert')} helper={t('org.settings.directory.caCertHint')} />
          {!!query.data?.caCerts.length && (
            <Alert severity="info" role="status">
              {query.data.caCerts.map((c) => (
                <div key={`${c.subject}-${c.notAfter}`}>
                  {t('org.settings.directory.caCertKept', { subject: c.subject, date: formatDate(c.notAfter.slice(0, 10)) })}
                </div>
              ))}
            </Alert>
          )}
          <Field control={control} name="baseDn" label={t('org.settings.directory.baseDn')} />
          <Field control={control} name="groupDn" label={t('org.settings.directory.groupDn')} helper={t('org.settings.directory.groupDnHint')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Field control={control} name="userAttribute" label={t('org.settings.directory.userAttribute')} helper={t('org.settings.directory.userAttributeHint')} />
            <Field control={control} name="domain" label={t('org.settings.directory.domain')} helper={t('org.settings.directory.domainHint')} />
          </Stack>
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending || !query.data}>
              {t('org.settings.directory.save')}
            </Button>
          </Box>
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: { sm: 'flex-start' } }}>
        <TextField
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          label={t('org.settings.directory.testAccount')}
          helperText={t('org.settings.directory.testHint')}
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 256, spellCheck: false } }}
        />
        <Button variant="outlined" onClick={runTest} disabled={test.isPending || !query.data} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
          {t('org.settings.directory.test')}
        </Button>
      </Stack>
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {test.isError && <Alert severity="error">{errorMessage(t, test.error)}</Alert>}
        {test.data && !test.isError && <TestResult result={test.data} />}
      </Box>
    </Paper>
  );
}
