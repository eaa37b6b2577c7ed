import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TBackupStatus } from '@hr/shared';
import { renderWithProviders } from '@/test/render';
import { Component as TeamDashboardRoute } from './team-dashboard';

// The charts draw on a canvas jsdom does not have: their table twin stands in.
vi.mock('@/components/echart', () => ({ EChart: ({ testId, label }: { testId: string; label: string }) => <div data-testid={testId}>{label}</div> }));

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

  it('says the earlier weeks are being worked out, and asks again until they are there', async () => {
    const weeks = (expected: number) => Array.from({ length: 12 }, (_, w) => ({ from: `2026-0${1 + Math.floor(w / 4)}-0${1 + (w % 4)}`, to: '2026-01-07', attended: 0, expected, rate: null }));
    const overtime = Array.from({ length: 12 }, (_, m) => ({ month: `2025-${String(m + 1).padStart(2, '0')}`, minutes: 0, requests: 0 }));
    let n = 0;
    const { dict } = await renderWithProviders(<TeamDashboardRoute />, {
      user: { roles: ['employee', 'manager'] },
      api: { 'GET /dashboard/team/trends': () => (n++ === 0 ? { weeks: weeks(0), overtime, pending: true } : { weeks: weeks(5), overtime }) },
    });
    expect(await screen.findByTestId('rate-pending')).toHaveTextContent(dict.dashboard.team.rate.pending);
    await waitFor(() => expect(screen.queryByTestId('rate-pending')).not.toBeInTheDocument(), { timeout: 6_000 });
    expect(n).toBe(2);
  }, 10_000);
});
