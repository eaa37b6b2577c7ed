import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TBackupStatus } from '@hr/shared';
import { renderWithProviders } from '@/test/render';
import { Component as TeamDashboardRoute } from './team-dashboard';

const none: TBackupStatus = { dir: '/srv/hr/backups', keep: 7, last: null, lastOk: null, running: false, attention: 'none', recent: [] };

describe("the organisation dashboard's route", () => {
  it('asks for the backups only for HR and administrators', async () => {
    const hr = await renderWithProviders(<TeamDashboardRoute />, { api: { 'GET /hr/backups': none } });
    expect(await screen.findByTestId('backup-warning')).toHaveTextContent(hr.dict.backup.warning.none);
    hr.unmount();

    const manager = await renderWithProviders(<TeamDashboardRoute />, { user: { roles: ['employee', 'manager'] }, api: { 'GET /hr/backups': none } });
    await waitFor(() => expect(manager.api.callsTo('GET /dashboard/team/today')).toHaveLength(1));
    expect(manager.api.callsTo('GET /hr/backups')).toHaveLength(0);
    expect(screen.queryByTestId('backup-warning')).not.toBeInTheDocument();
  });
});
