import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TAttendanceIssue } from '@hr/shared';
import type { TFakeRequest } from '@/test/fake-api';
import { choose, dateField, named, typeDateTime } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { i18n } from '@/lib/i18n';
import { IssueDialog } from './issue-dialog';

const MARKS = { en: { am: 'A', pm: 'P' }, ar: { am: 'ص', pm: 'م' } } as const;

const filedIssue = (body: { eventType: 'in' | 'out'; eventTime: string; reason: string }): TAttendanceIssue => ({
  id: 12, employeeId: 7, userId: 1007, userName: 'Mona Adel', userNameAr: 'منى عادل', Department: 'Finance', DepartmentAr: 'المالية', Section: null, SectionAr: null,
  eventType: body.eventType, eventTime: body.eventTime, workDate: body.eventTime.slice(0, 10), reason: body.reason, state: 'requested',
  filedByName: 'Mona Adel', filedByNameAr: 'منى عادل', createdAt: '2026-11-20T12:00:00.000Z',
  decidedByName: null, decidedByNameAr: null, decidedAt: null, decisionComment: '', dayEvents: [],
});

describe.each(['en', 'ar'] as const)('missed punch dialog (%s)', (lang) => {
  const setup = (api = {}) => {
    const onClose = vi.fn();
    return renderWithProviders(<IssueDialog open team={false} onClose={onClose} />, { lang, api }).then((r) => ({ ...r, onClose }));
  };

  it('asks for the event type and its time', async () => {
    const { user, dict, api } = await setup();
    expect(screen.getByRole('dialog', { name: dict.attendanceIssues.dialog.title })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await user.click(screen.getByRole('button', { name: dict.attendanceIssues.dialog.submit }));

    expect(await screen.findByRole('combobox', { name: named(dict.attendanceIssues.dialog.eventType) })).toHaveAccessibleDescription(dict.validation.required);
    expect(dateField(dict.attendanceIssues.dialog.eventTime)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(dict.validation.required)).toHaveLength(2);
    // The reason is optional: its hint stays.
    expect(screen.getByRole('textbox', { name: named(dict.attendanceIssues.dialog.reason) })).toHaveAccessibleDescription(dict.attendanceIssues.dialog.reasonHint);
    expect(api.callsTo('POST /attendance/issues')).toHaveLength(0);
  });

  it('refuses a time that has not come yet', async () => {
    const { user, dict, api } = await setup();
    const nextYear = new Date().getFullYear() + 1;
    await choose(user, dict.attendanceIssues.dialog.eventType, dict.attendance.types.in);
    await typeDateTime(user, dict.attendanceIssues.dialog.eventTime, `05/01/${nextYear}`, '09:00', MARKS[lang].am);
    await user.click(screen.getByRole('button', { name: dict.attendanceIssues.dialog.submit }));

    expect(await screen.findByText(dict.errors.ISSUE_MUST_BE_PAST)).toBeInTheDocument();
    expect(dateField(dict.attendanceIssues.dialog.eventTime)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /attendance/issues')).toHaveLength(0);
  });

  it('keeps the reason to 500 characters and files a past time in the organisation zone', async () => {
    const filed: TFakeRequest['body'][] = [];
    const { user, dict, onClose } = await setup({
      'POST /attendance/issues': (req: TFakeRequest) => {
        filed.push(req.body);
        return filedIssue(req.body as Parameters<typeof filedIssue>[0]);
      },
    });
    await choose(user, dict.attendanceIssues.dialog.eventType, dict.attendance.types.out);
    await typeDateTime(user, dict.attendanceIssues.dialog.eventTime, '20/11/2025', '05:30', MARKS[lang].pm);
    const reason = screen.getByRole('textbox', { name: named(dict.attendanceIssues.dialog.reason) });
    await user.click(reason);
    await user.paste('x'.repeat(520));
    expect(reason).toHaveValue('x'.repeat(500));
    // Cut at the limit, and the field says so.
    expect(reason).toHaveAccessibleDescription(new RegExp(dict.common.lengthFull.replace('{{max}}', '500')));

    await user.click(screen.getByRole('button', { name: dict.attendanceIssues.dialog.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // 05:30 PM on the organisation's clock (Cairo, UTC+2 in November).
    expect(filed).toEqual([{ eventType: 'out', eventTime: '2025-11-20T17:30:00+02:00', reason: 'x'.repeat(500) }]);
    expect(await screen.findByText(dict.attendanceIssues.dialog.success)).toBeInTheDocument();
  });

  it('types a date and time in natural order, day first, in both languages', async () => {
    const filed: TFakeRequest['body'][] = [];
    const { user, dict } = await setup({
      'POST /attendance/issues': (req: TFakeRequest) => {
        filed.push(req.body);
        return filedIssue(req.body as Parameters<typeof filedIssue>[0]);
      },
    });
    await choose(user, dict.attendanceIssues.dialog.eventType, dict.attendance.types.in);
    const group = dateField(dict.attendanceIssues.dialog.eventTime);
    await user.click(within(group).getByRole('spinbutton', { name: i18n.t('dateField.day') }));
    // Day, month, year, hours, minutes, then the AM mark: one run of keys, as a person types it.
    await user.keyboard(`20112025${'0403'}${MARKS[lang].am}`);
    await user.click(screen.getByRole('button', { name: dict.attendanceIssues.dialog.submit }));
    await waitFor(() => expect(filed).toEqual([{ eventType: 'in', eventTime: '2025-11-20T04:03:00+02:00', reason: '' }]));
  });
});

