import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TAttendanceDay, TAttendanceIssue } from '@hr/shared';
import { apiError, type TFakeRequest } from '@/test/fake-api';
import { choose, dateField, typeDateTime } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { formatClock } from '@/lib/format';
import { IssueDialog, issuePrefillOf } from './issue-dialog';

/**
 * The missed-punch form and the person's shift: a report on a rest day or far from the shift is
 * asked about before it is filed (the server says why: ISSUE_OUTSIDE_SHIFT), and a day of the
 * absence list opens the form at the shift's start or end, not at 09:00.
 */
const MARKS = { en: { am: 'A', pm: 'P' }, ar: { am: 'ص', pm: 'م' } } as const;

const filedIssue = (body: { eventType: 'in' | 'out'; eventTime: string; reason: string }): TAttendanceIssue => ({
  id: 12, employeeId: 7, userId: 1007, userName: 'Mona Adel', userNameAr: 'منى عادل', Department: 'Finance', DepartmentAr: 'المالية', Section: null, SectionAr: null,
  eventType: body.eventType, eventTime: body.eventTime, workDate: body.eventTime.slice(0, 10), reason: body.reason, state: 'requested',
  filedByName: 'Mona Adel', filedByNameAr: 'منى عادل', createdAt: '2026-11-20T12:00:00.000Z',
  decidedByName: null, decidedByNameAr: null, decidedAt: null, decisionComment: '', dayEvents: [],
});

/** The server's question, unless the request confirms it. */
const asking = (params: Record<string, string | number>, bodies: unknown[]) => (req: TFakeRequest) => {
  bodies.push(req.body);
  if (!(req.body as { confirmOutsideShift?: boolean }).confirmOutsideShift) return apiError(409, 'ISSUE_OUTSIDE_SHIFT', [], params);
  return filedIssue(req.body as Parameters<typeof filedIssue>[0]);
};

const absentDay: TAttendanceDay = {
  employeeId: 7, userId: 1007, userName: 'Mona Adel', userNameAr: 'منى عادل', Department: 'Finance', DepartmentAr: 'المالية', Section: null, SectionAr: null,
  date: '2025-11-18', status: 'absent', firstIn: null, lastOut: null, workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0, permissionMinutes: 0,
  // An 08:00–16:00 shift in Cairo (UTC+2 in November).
  shiftStart: '2025-11-18T06:00:00.000Z', shiftEnd: '2025-11-18T14:00:00.000Z', leaveType: null, resolution: null,
};

describe.each(['en', 'ar'] as const)('the missed-punch form and the shift (%s)', (lang) => {
  it('a sign-out hours after the shift: says why and how far, sends only on "Send anyway", then hands over to the page', async () => {
    const bodies: unknown[] = [];
    const onClose = vi.fn();
    const onSent = vi.fn();
    const { user, dict, t } = await renderWithProviders(<IssueDialog open team={false} onClose={onClose} onSent={onSent} />, {
      lang,
      api: { 'POST /attendance/issues': asking({ reason: 'after', minutes: 300, workDate: '2025-11-20', startTime: '08:00', endTime: '16:00' }, bodies) },
    });
    const d = dict.attendanceIssues.dialog;
    await choose(user, d.eventType, dict.attendance.types.out);
    await typeDateTime(user, d.eventTime, '20/11/2025', '09:00', MARKS[lang].pm);
    await user.click(screen.getByRole('button', { name: d.submit }));

    const note = await screen.findByTestId('issue-outside-shift');
    expect(note).toHaveTextContent(d.outside.title);
    const why = t('attendanceIssues.dialog.outside.after', { duration: t('attendanceIssues.dialog.outside.hours', { count: 5 }), end: formatClock('16:00', lang) });
    if (lang === 'en') expect(why).toBe('That time is 5 hours after your shift ends (04:00 PM).');
    expect(note).toHaveTextContent(why);
    expect(note).toHaveTextContent(d.outside.ask);
    // Nothing filed yet; the dialog stays open with the question.
    expect(bodies).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: d.outside.confirm }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ eventType: 'out', confirmOutsideShift: true });
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect(await screen.findByText(d.success)).toBeInTheDocument();
  });

  it('another time takes the question back: the next send asks again', async () => {
    const bodies: unknown[] = [];
    const { user, dict } = await renderWithProviders(<IssueDialog open team={false} onClose={vi.fn()} />, {
      lang,
      api: { 'POST /attendance/issues': asking({ reason: 'restDay', minutes: 0, workDate: '2025-11-21', startTime: '08:00', endTime: '16:00' }, bodies) },
    });
    const d = dict.attendanceIssues.dialog;
    await choose(user, d.eventType, dict.attendance.types.out);
    await typeDateTime(user, d.eventTime, '21/11/2025', '04:00', MARKS[lang].pm);
    await user.click(screen.getByRole('button', { name: d.submit }));
    expect(await screen.findByTestId('issue-outside-shift')).toHaveTextContent(d.outside.restDay);
    await typeDateTime(user, d.eventTime, '22/11/2025', '04:00', MARKS[lang].pm);
    await waitFor(() => expect(dateField(d.eventTime)).toHaveTextContent(/22|٢٢/));
    await waitFor(() => expect(screen.queryByTestId('issue-outside-shift')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: d.submit }));
    // In CI this file shares two cores with the API tests and the build: a wait of 4 s once ran out
    // here while the test takes 1.5 s alone (the answer rendered late, not wrong).
    await waitFor(() => expect(bodies).toHaveLength(2), { timeout: 10_000 });
    await screen.findByTestId('issue-outside-shift', {}, { timeout: 10_000 });
    expect(bodies.every((b) => !(b as { confirmOutsideShift?: boolean }).confirmOutsideShift)).toBe(true);
  });

  it('for a team member, names them', async () => {
    const bodies: unknown[] = [];
    const prefill = issuePrefillOf(absentDay, true);
    const { user, dict } = await renderWithProviders(<IssueDialog open team prefill={prefill} onClose={vi.fn()} />, {
      lang,
      api: { 'POST /attendance/issues': asking({ reason: 'holiday', minutes: 0, workDate: '2025-11-18', startTime: '08:00', endTime: '16:00' }, bodies) },
    });
    await user.click(screen.getByRole('button', { name: dict.attendanceIssues.dialog.submit }));
    const name = lang === 'ar' ? 'منى عادل' : 'Mona Adel';
    expect(await screen.findByTestId('issue-outside-shift')).toHaveTextContent(dict.attendanceIssues.dialog.outside.holidayTeam.replace('{{name}}', name));
  });

  it('a day of the absence list opens at the shift’s start for a missed sign-in, at its end for a missed sign-out', async () => {
    const sent: TFakeRequest['body'][] = [];
    const post = (req: TFakeRequest) => {
      sent.push(req.body);
      return filedIssue(req.body as Parameters<typeof filedIssue>[0]);
    };
    const first = await renderWithProviders(<IssueDialog open team={false} prefill={issuePrefillOf(absentDay, false)} onClose={vi.fn()} />, { lang, api: { 'POST /attendance/issues': post } });
    expect(dateField(first.dict.attendanceIssues.dialog.eventTime)).toHaveTextContent(/08:00|٠٨:٠٠/);
    await first.user.click(screen.getByRole('button', { name: first.dict.attendanceIssues.dialog.submit }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ eventType: 'in', eventTime: '2025-11-18T06:00:00.000Z' });
    first.unmount();

    const incomplete = { ...absentDay, status: 'incomplete' as const, firstIn: '2025-11-18T06:05:00.000Z' };
    const second = await renderWithProviders(<IssueDialog open team={false} prefill={issuePrefillOf(incomplete, false)} onClose={vi.fn()} />, { lang, api: { 'POST /attendance/issues': post } });
    await second.user.click(screen.getByRole('button', { name: second.dict.attendanceIssues.dialog.submit }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ eventType: 'out', eventTime: '2025-11-18T14:00:00.000Z' });
  });
});
