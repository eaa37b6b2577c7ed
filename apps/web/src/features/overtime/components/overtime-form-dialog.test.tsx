import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TOvertimeCreated } from '@hr/shared';
import type { TFakeRequest } from '@/test/fake-api';
import { dateField, named, typeDate } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { OvertimeFormDialog } from './overtime-form-dialog';

const RED = 'rgb(183, 28, 28)'; // the theme's error.main, #b71c1c

describe.each(['en', 'ar'] as const)('overtime request dialog (%s)', (lang) => {
  const setup = (api = {}) => {
    const onClose = vi.fn();
    return renderWithProviders(<OvertimeFormDialog open prefill={null} onClose={onClose} />, { lang, api }).then((r) => ({ ...r, onClose }));
  };

  it('asks for the date, both times and the reason', async () => {
    const { user, dict, api } = await setup();
    const dialog = screen.getByRole('dialog', { name: dict.overtime.form.title });
    expect(document.documentElement).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    expect(screen.getByTestId('overtime-hours')).toHaveTextContent(dict.overtime.form.noHours);
    await user.click(screen.getByRole('button', { name: dict.overtime.form.submit }));

    expect(await screen.findByLabelText(named(dict.overtime.form.from))).toHaveAccessibleDescription(dict.validation.required);
    expect(screen.getByLabelText(named(dict.overtime.form.to))).toHaveAccessibleDescription(dict.validation.required);
    expect(screen.getByRole('textbox', { name: named(dict.overtime.form.reason) })).toHaveAccessibleDescription(dict.validation.required);
    expect(dateField(dict.overtime.form.date)).toHaveAttribute('aria-invalid', 'true');
    // Four fields, four times the same message: an empty date says "required" too, not "not valid".
    expect(dialog.querySelectorAll('.Mui-error.MuiFormHelperText-root')).toHaveLength(4);
    expect(screen.getAllByText(dict.validation.required)).toHaveLength(4);
    expect(api.callsTo('POST /overtime')).toHaveLength(0);
  });

  it('shows the hours as they are typed, and the 12-hour limit in red', async () => {
    const { user, dict, t, api } = await setup();
    const hours = screen.getByTestId('overtime-hours');
    await user.type(screen.getByLabelText(named(dict.overtime.form.from)), '09:00');
    await user.type(screen.getByLabelText(named(dict.overtime.form.to)), '17:30');
    expect(hours).toHaveTextContent(t('overtime.form.hours', { hours: '8.5' }));
    expect(hours).not.toHaveTextContent(dict.errors.OVERTIME_SPAN_TOO_LONG);
    expect(hours).not.toHaveStyle({ color: RED });

    await user.clear(screen.getByLabelText(named(dict.overtime.form.to)));
    await user.type(screen.getByLabelText(named(dict.overtime.form.to)), '21:00');
    expect(hours).toHaveTextContent(t('overtime.form.hours', { hours: '12' }));
    expect(hours).not.toHaveStyle({ color: RED });

    await user.clear(screen.getByLabelText(named(dict.overtime.form.to)));
    await user.type(screen.getByLabelText(named(dict.overtime.form.to)), '21:30');
    expect(hours).toHaveTextContent(`${t('overtime.form.hours', { hours: '12.5' })} — ${dict.errors.OVERTIME_SPAN_TOO_LONG}`);
    expect(hours).toHaveStyle({ color: RED });

    // Sending it anyway: the schema puts the limit under "To", and nothing is sent.
    await typeDate(user, dict.overtime.form.date, '22/11/2026');
    await user.type(screen.getByRole('textbox', { name: named(dict.overtime.form.reason) }), 'Month-end closing');
    await user.click(screen.getByRole('button', { name: dict.overtime.form.submit }));
    await waitFor(() => expect(screen.getByLabelText(named(dict.overtime.form.to))).toHaveAccessibleDescription(dict.errors.OVERTIME_SPAN_TOO_LONG));
    expect(api.callsTo('POST /overtime')).toHaveLength(0);
  });

  it('takes a span across midnight as ending the next day, and files it', async () => {
    const filed: unknown[] = [];
    const { user, dict, t, onClose } = await setup({
      'POST /overtime': (req: TFakeRequest) => {
        filed.push(req.body);
        const b = req.body as { workDate: string; from: string; to: string; reason: string };
        const answer: TOvertimeCreated = {
          outsideAttendance: false,
          request: {
            id: 41, employeeId: 7, userId: 1007, userName: 'Mona Adel', userNameAr: 'منى عادل', Department: 'Finance', DepartmentAr: 'المالية', Section: null, SectionAr: null,
            workDate: b.workDate, from: b.from, to: b.to, startsAt: '2026-11-22T20:00:00.000Z', endsAt: '2026-11-23T00:00:00.000Z', minutes: 240, nightMinutes: 240, nightSource: 'window', dayOffInstead: false,
            dayKind: 'workday', outsideAttendance: false, reason: b.reason, state: 'requested', approverName: 'Karim Samir', approverNameAr: 'كريم سمير',
            decidedByName: null, decidedByNameAr: null, onBehalfOfName: null, onBehalfOfNameAr: null, decidedAt: null, decisionComment: '',
            convertedMinutes: 0, convertibleMinutes: 0, convertibleDays: 0, createdAt: '2026-11-23T08:00:00.000Z', canCancel: true, canDecide: false, canConvert: false,
          },
        };
        return answer;
      },
    });
    await typeDate(user, dict.overtime.form.date, '22/11/2026');
    await user.type(screen.getByLabelText(named(dict.overtime.form.from)), '22:00');
    await user.type(screen.getByLabelText(named(dict.overtime.form.to)), '02:00');
    expect(screen.getByTestId('overtime-hours')).toHaveTextContent(t('overtime.form.hoursNextDay', { hours: '4' }));
    expect(screen.getByLabelText(named(dict.overtime.form.to))).toHaveAccessibleDescription(dict.overtime.nextDay);

    await user.type(screen.getByRole('textbox', { name: named(dict.overtime.form.reason) }), 'Server migration');
    await user.click(screen.getByRole('button', { name: dict.overtime.form.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(filed).toEqual([{ workDate: '2026-11-22', from: '22:00', to: '02:00', reason: 'Server migration', dayOffInstead: false }]);
    expect(await screen.findByText(dict.overtime.form.success)).toBeInTheDocument();
  });
});
