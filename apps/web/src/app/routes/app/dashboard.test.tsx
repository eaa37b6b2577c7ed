import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TBackupStatus } from '@hr/shared';
import { renderWithProviders } from '@/test/render';
import { Component as DashboardRoute } from './dashboard';

const failed: TBackupStatus = { dir: '/srv/hr/backups', keep: 14, last: null, lastOk: null, running: false, attention: 'failed', recent: [] };

describe("the home dashboard's route", () => {
  it('shows HR the backup warning first; nobody else asks for it', async () => {
    const hr = await renderWithProviders(<DashboardRoute />, { api: { 'GET /hr/backups': failed } });
    expect(await screen.findByTestId('backup-warning')).toHaveTextContent(hr.dict.backup.warning.failed);
    hr.unmount();

    const employee = await renderWithProviders(<DashboardRoute />, { user: { roles: ['employee'] }, api: { 'GET /hr/backups': failed } });
    await waitFor(() => expect(employee.api.callsTo('GET /dashboard/me/attendance').length).toBeGreaterThan(0));
    expect(employee.api.callsTo('GET /hr/backups')).toHaveLength(0);
    expect(screen.queryByTestId('backup-warning')).not.toBeInTheDocument();
  });
});
