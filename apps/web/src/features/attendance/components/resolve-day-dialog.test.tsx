import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TAttendanceDay } from '@hr/shared';
import type { TFakeRequest } from '@/test/fake-api';
import { named } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { ResolveDayDialog } from './resolve-day-dialog';

const DAY: TAttendanceDay = {
  employeeId: 7, userId: 1007, userName: 'Mona Adel', userNameAr: 'منى عادل', Department: 'Finance', DepartmentAr: 'المالية', Section: null, SectionAr: null,
  date: '2026-11-16', status: 'absent', firstIn: null, lastOut: null, workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0, permissionMinutes: 0, leaveType: null, resolution: null,
};

describe.each(['en', 'ar'] as const)('resolve an absence (%s)', (lang) => {
  const setup = () => {
    const posted: unknown[] = [];
    const onClose = vi.fn();
    return renderWithProviders(<ResolveDayDialog day={DAY} onClose={onClose} />, {
      lang,
      api: {
        'GET /leave/types': { items: [] },
        'POST /attendance/resolutions': (req: TFakeRequest) => {
          posted.push(req.body);
          return { ...DAY, resolution: { kind: 'deducted', comment: 'No notice', byName: 'HR', byNameAr: 'HR', at: '2026-11-20T10:00:00.000Z', leaveRequestId: null } };
        },
      },
    }).then((r) => ({ ...r, posted, onClose }));
  };

  it('chooses nothing for HR, and a deduction needs a reason', async () => {
    const { user, dict, posted, onClose } = await setup();
    // No answer is picked: one click does not pay (or dock) the day.
    for (const k of ['confirmed', 'deducted', 'forgot_id', 'leave'] as const) expect(screen.getByRole('radio', { name: dict.attendance.resolutions[k] })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: dict.absence.resolveDialog.save }));
    expect(await screen.findByText(dict.validation.required)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(dict.validation.required);
    expect(posted).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: dict.attendance.resolutions.deducted }));
    await user.click(screen.getByRole('button', { name: dict.absence.resolveDialog.save }));
    const comment = screen.getByRole('textbox', { name: named(dict.absence.resolveDialog.comment) });
    await waitFor(() => expect(comment).toHaveAccessibleDescription(dict.validation.required));
    expect(posted).toHaveLength(0);

    await user.type(comment, 'No notice');
    await user.click(screen.getByRole('button', { name: dict.absence.resolveDialog.save }));
    await waitFor(() => expect(posted).toEqual([{ employeeId: 7, date: '2026-11-16', kind: 'deducted', leaveTypeId: null, comment: 'No notice' }]));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
