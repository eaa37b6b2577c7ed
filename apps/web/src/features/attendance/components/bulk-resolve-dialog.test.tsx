import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TAttendanceDay, TBulkResolveResult } from '@hr/shared';
import type { TFakeRequest } from '@/test/fake-api';
import { named } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { BulkResolveDialog } from './bulk-resolve-dialog';
import { BulkResolveResults } from './bulk-resolve-bar';

const day = (employeeId: number, date: string, userName: string, userNameAr: string): TAttendanceDay => ({
  employeeId, userId: 1000 + employeeId, userName, userNameAr, Department: null, DepartmentAr: null, Section: null, SectionAr: null,
  date, status: 'absent', firstIn: null, lastOut: null, workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0, permissionMinutes: 0, leaveType: null, resolution: null,
});
const DAYS = [day(7, '2026-11-15', 'Mona Adel', 'منى عادل'), day(8, '2026-11-16', 'Omar Khaled', 'عمر خالد')];
const RESULT: TBulkResolveResult = {
  resolved: 1,
  skipped: 1,
  results: [
    { employeeId: 7, workDate: '2026-11-15', ok: true, code: null },
    { employeeId: 8, workDate: '2026-11-16', ok: false, code: 'ALREADY_RESOLVED' },
  ],
};

describe.each(['en', 'ar'] as const)('resolve many absences at once (%s)', (lang) => {
  it('a deduction of the ticked days needs a reason; then every day is sent and the answer handed back', async () => {
    const posted: unknown[] = [];
    const onDone = vi.fn();
    const { user, dict } = await renderWithProviders(<BulkResolveDialog kind="deducted" days={DAYS} onClose={() => {}} onDone={onDone} />, {
      lang,
      api: {
        'GET /leave/types': { items: [] },
        'POST /attendance/resolutions/bulk': (req: TFakeRequest) => {
          posted.push(req.body);
          return RESULT;
        },
      },
    });
    expect(screen.getByText(dict.goLive.bulk.summary.replace('{{count}}', '2').replace('{{kind}}', dict.attendance.resolutions.deducted), { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: dict.goLive.bulk.save }));
    const reason = screen.getByRole('textbox', { name: named(dict.goLive.bulk.reason) });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(dict.validation.required));
    expect(posted).toHaveLength(0);

    await user.type(reason, 'No notice');
    await user.click(screen.getByRole('button', { name: dict.goLive.bulk.save }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          items: [
            { employeeId: 7, workDate: '2026-11-15' },
            { employeeId: 8, workDate: '2026-11-16' },
          ],
          kind: 'deducted',
          leaveTypeId: null,
          comment: 'No notice',
        },
      ]),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(RESULT, DAYS));
  });

  it('turning days into leave asks for the leave type first', async () => {
    const posted: unknown[] = [];
    const { user, dict } = await renderWithProviders(<BulkResolveDialog kind="leave" days={DAYS} onClose={() => {}} onDone={() => {}} />, {
      lang,
      api: {
        'GET /leave/types': { items: [] },
        'POST /attendance/resolutions/bulk': (req: TFakeRequest) => {
          posted.push(req.body);
          return RESULT;
        },
      },
    });
    await user.click(screen.getByRole('button', { name: dict.goLive.bulk.save }));
    expect(await screen.findByText(dict.validation.required)).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('says how many were resolved and why each skipped day was skipped', async () => {
    const { dict } = await renderWithProviders(<BulkResolveResults outcome={{ result: RESULT, days: DAYS }} onClose={() => {}} />, { lang });
    expect(screen.getByText(dict.goLive.bulk.result.replace('{{resolved}}', '1').replace('{{skipped}}', '1'))).toBeInTheDocument();
    const skipped = screen.getAllByTestId('bulk-skipped');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toHaveTextContent(lang === 'ar' ? 'عمر خالد' : 'Omar Khaled');
    expect(skipped[0]).toHaveTextContent(dict.errors.ALREADY_RESOLVED);
  });
});

describe('before any bulk resolution', () => {
  it('says nothing', () => {
    const { container } = render(<BulkResolveResults outcome={null} onClose={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
