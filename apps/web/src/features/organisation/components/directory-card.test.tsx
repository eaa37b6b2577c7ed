import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TDirectorySettings } from '@hr/shared';
import { apiError } from '@/test/fake-api';
import { choose, named } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { DirectoryCard } from './directory-card';

/** The directory card's fields for a real directory: connection security, a private CA and the group limit. */
const saved: TDirectorySettings = {
  enabled: true,
  url: 'ldap://dc1.corp.local:389',
  startTls: false,
  bindDn: 'CN=hr-portal,OU=Service,DC=corp,DC=local',
  baseDn: 'DC=corp,DC=local',
  userAttribute: 'sAMAccountName',
  domain: 'CORP',
  caCert: '',
  groupDn: '',
  bindPasswordSet: true,
  caCerts: [{ subject: 'O=Corp, CN=Corp Root CA', notAfter: '2030-05-01T12:00:00.000Z' }],
};
const PEM = '-----BEGIN CERTIFICATE-----\nMIIBdzCCAR2gAwIBAgIUQ29ycA==\n-----END CERTIFICATE-----';

describe.each(['en', 'ar'] as const)('the directory card (%s)', (lang) => {
  const setup = (api = {}) => renderWithProviders(<DirectoryCard />, { lang, api: { 'GET /hr/directory': saved, 'PUT /hr/directory': saved, ...api } });
  const box = (label: string) => screen.getByRole('textbox', { name: named(label) }) as HTMLInputElement;

  it('shows the kept CA, and one security choice sets the URL scheme and StartTLS together', async () => {
    const { user, dict, api } = await setup();
    const d = dict.org.settings.directory;
    expect(await screen.findByText(new RegExp('CN=Corp Root CA'))).toBeInTheDocument();
    await waitFor(() => expect(box(d.url).value).toBe(saved.url));
    expect(screen.getByRole('combobox', { name: named(d.security) })).toHaveTextContent(d.securityNone);

    await choose(user, d.security, d.securityLdaps);
    expect(box(d.url).value).toBe('ldaps://dc1.corp.local:636');
    await choose(user, d.security, d.securityStartTls);
    expect(box(d.url).value).toBe('ldap://dc1.corp.local:389');

    await user.click(box(d.caCert));
    await user.paste(PEM);
    await user.type(box(d.groupDn), 'CN=Portal,OU=Groups,DC=corp,DC=local');
    await user.click(screen.getByRole('button', { name: d.save }));
    await waitFor(() => expect(api.callsTo('PUT /hr/directory')).toHaveLength(1));
    expect(api.callsTo('PUT /hr/directory')[0].body).toMatchObject({
      url: 'ldap://dc1.corp.local:389',
      startTls: true,
      caCert: PEM,
      groupDn: 'CN=Portal,OU=Groups,DC=corp,DC=local',
    });
  });

  it('refuses text that is not PEM before sending, and says what the server found wrong with a certificate', async () => {
    const { user, dict, api } = await setup({ 'PUT /hr/directory': apiError(400, 'DIRECTORY_CA_INVALID') });
    const d = dict.org.settings.directory;
    await waitFor(() => expect(box(d.url).value).toBe(saved.url));
    await user.click(box(d.caCert));
    await user.paste('not a certificate');
    await user.click(screen.getByRole('button', { name: d.save }));
    await waitFor(() => expect(box(d.caCert)).toHaveAttribute('aria-invalid', 'true'));
    expect(api.callsTo('PUT /hr/directory')).toHaveLength(0);

    await user.clear(box(d.caCert));
    await user.paste(PEM);
    await user.click(screen.getByRole('button', { name: d.save }));
    expect(await screen.findByText(dict.errors.DIRECTORY_CA_INVALID)).toBeInTheDocument();
    expect(api.callsTo('PUT /hr/directory')).toHaveLength(1);
  });
});
