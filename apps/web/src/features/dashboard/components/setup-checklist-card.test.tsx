import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SETUP_ITEMS, type TSetupChecklist } from '@hr/shared';
import { renderWithProviders } from '@/test/render';
import { SetupChecklistCard } from './setup-checklist-card';

const data = (over: Partial<TSetupChecklist> = {}): TSetupChecklist => ({
  items: SETUP_ITEMS.map((key) => ({ key, done: key === 'company' || key === 'structure', left: key === 'invitations' ? 3 : null })),
  dismissedAt: null,
  show: true,
  ...over,
});

describe.each(['en', 'ar'] as const)('the setup checklist card (%s)', (lang) => {
  it('lists each step with a link to its page, ticked or not, and what is left', async () => {
    const { dict } = await renderWithProviders(<SetupChecklistCard />, { lang, api: { 'GET /hr/setup': data() } });
    const card = await screen.findByTestId('setup-checklist');
    expect(within(card).getByRole('heading', { name: dict.company.setup.title })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: dict.company.setup.items.holidays })).toHaveAttribute('href', '/hr/holidays');
    expect(within(card).getByRole('link', { name: dict.company.setup.items.devices })).toHaveAttribute('href', '/hr/attendance-devices');
    expect(screen.getByTestId('setup-company')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('setup-shifts')).toHaveAttribute('data-done', 'false');
    expect(within(screen.getByTestId('setup-invitations')).getByText(/3|٣/)).toBeInTheDocument();
  });

  it('is not shown once everything is done or hidden', async () => {
    await renderWithProviders(<SetupChecklistCard />, { lang, api: { 'GET /hr/setup': data({ show: false }) } });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('setup-checklist')).not.toBeInTheDocument();
  });

  it('HR hides it', async () => {
    const { user, dict, api } = await renderWithProviders(<SetupChecklistCard />, {
      lang,
      api: { 'GET /hr/setup': data(), 'POST /hr/setup/dismiss': data({ show: false, dismissedAt: '2026-01-01T00:00:00.000Z' }) },
    });
    await user.click(await screen.findByRole('button', { name: dict.company.setup.dismiss }));
    await waitFor(() => expect(screen.queryByTestId('setup-checklist')).not.toBeInTheDocument());
    expect(api.callsTo('POST /hr/setup/dismiss')).toHaveLength(1);
  });
});
