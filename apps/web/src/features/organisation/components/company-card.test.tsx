import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSetupChecklist } from '@hr/shared';
import { apiError } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { CompanyCard } from './company-card';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const checklist = (dismissedAt: string | null): TSetupChecklist => ({ items: [{ key: 'company', done: false, left: null }], dismissedAt, show: !dismissedAt });
const settings = (logoUrl: string | null) => ({ orgName: 'Nile Textiles', orgNameAr: 'نسيج النيل', signupAllowed: false, defaultLanguage: 'en', timeZone: 'Africa/Cairo', weekStart: 0, directoryDomain: null, logoUrl });

describe.each(['en', 'ar'] as const)("the company card (%s)", (lang) => {
  const setup = (api = {}) =>
    renderWithProviders(<CompanyCard />, { lang, api: { 'GET /public/settings': settings(null), 'GET /hr/setup': checklist(null), ...api } });

  it('refuses an SVG or a file over 512 KB before sending it, in words', async () => {
    const { dict, api } = await setup();
    const input = await screen.findByTestId('logo-input');
    // The file picker offers only images it accepts; a file dropped in past it is still refused.
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect((await screen.findAllByText(dict.errors.LOGO_TYPE)).length).toBeGreaterThan(0);
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(512 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    expect((await screen.findAllByText(dict.errors.LOGO_TOO_LARGE)).length).toBeGreaterThan(0);
    expect(api.callsTo('PUT /hr/settings/logo')).toHaveLength(0);
  });

  it('sends a PNG as base64 and shows what the server says about it', async () => {
    const { user, dict, api } = await setup({ 'PUT /hr/settings/logo': apiError(400, 'LOGO_TYPE') });
    await user.upload(await screen.findByTestId('logo-input'), new File([PNG], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(api.callsTo('PUT /hr/settings/logo')).toHaveLength(1));
    expect(api.callsTo('PUT /hr/settings/logo')[0].body).toEqual({ contentBase64: btoa(String.fromCharCode(...PNG)) });
    expect((await screen.findAllByText(dict.errors.LOGO_TYPE)).length).toBeGreaterThan(0);
  });

  it('shows the logo with the company name as its text, and removes it', async () => {
    const { user, dict, api } = await setup({ 'GET /public/settings': settings('/api/public/logo?v=1'), 'DELETE /hr/settings/logo': { logoUrl: null } });
    expect(await screen.findByRole('img', { name: lang === 'ar' ? 'نسيج النيل' : 'Nile Textiles' })).toHaveAttribute('src', '/api/public/logo?v=1');
    await user.click(screen.getByRole('button', { name: dict.company.logo.remove }));
    await waitFor(() => expect(api.callsTo('DELETE /hr/settings/logo')).toHaveLength(1));
  });

  it('brings a hidden setup checklist back', async () => {
    const { user, dict, api } = await setup({ 'GET /hr/setup': checklist('2026-01-01T00:00:00.000Z'), 'POST /hr/setup/restore': checklist(null) });
    expect(await screen.findByText(dict.company.setup.settingsHidden)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: dict.company.setup.restore }));
    await waitFor(() => expect(api.callsTo('POST /hr/setup/restore')).toHaveLength(1));
    expect(await screen.findByText(dict.company.setup.settingsShown)).toBeInTheDocument();
  });
});
