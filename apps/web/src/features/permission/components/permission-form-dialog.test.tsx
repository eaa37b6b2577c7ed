import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TPermissionRequest, TPermissionType } from '@hr/shared';
import type { TFakeRequest } from '@/test/fake-api';
import { named, typeDate } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { PermissionFormDialog } from './permission-form-dialog';

const LATE: TPermissionType = { id: 1, kind: 'late_arrival', nameEn: 'Late arrival', nameAr: 'إذن تأخير', maxMinutes: 120, perMonth: 2, minutesPerMonth: 240, needsApproval: true, overQuota: 'deduct', active: true };
const answer = (b: { typeId: number; workDate: string; from: string; to: string; reason: string }, over: Partial<TPermissionRequest> = {}): TPermissionRequest => ({
  id: 9, employeeId: 7, userId: 1007, userName: 'Mona Adel', userNameAr: 'منى عادل', Department: 'Finance', DepartmentAr: 'المالية', Section: null, SectionAr: null,
  typeId: b.typeId, kind: 'late_arrival', typeName: 'Late arrival', typeNameAr: 'إذن تأخير', workDate: b.workDate, from: b.from, to: b.to, minutes: 90, deductedMinutes: 0,
  reason: b.reason, state: 'requested', approverName: 'Karim Samir', approverNameAr: 'كريم سمير', decidedByName: null, decidedByNameAr: null, onBehalfOfName: null,
  onBehalfOfNameAr: null, filedByName: null, filedByNameAr: null, decidedAt: null, decisionComment: '', createdAt: '2026-11-23T08:00:00.000Z', canCancel: true, canDecide: false,
  ...over,
});

describe.each(['en', 'ar'] as const)('permission request dialog (%s)', (lang) => {
  const setup = (api = {}) => {
    const onClose = vi.fn();
    return renderWithProviders(<PermissionFormDialog open team={false} onClose={onClose} />, { lang, api: { 'GET /permission/types': () => ({ items: [LATE] }), ...api } }).then((r) => ({ ...r, onClose }));
  };

  it('asks for every field and sends nothing until they are there', async () => {
    const { user, dict, api } = await setup();
    await user.click(screen.getByRole('button', { name: dict.permission.form.submit }));
    expect(await screen.findByLabelText(named(dict.permission.form.from))).toHaveAccessibleDescription(dict.validation.required);
    expect(screen.getByRole('textbox', { name: named(dict.permission.form.reason) })).toHaveAccessibleDescription(dict.validation.required);
    expect(api.callsTo('POST /permission')).toHaveLength(0);
  });

  it('says the rule of the chosen type, the length as it is typed with real plurals, and when it is too long', async () => {
    const { user, dict, t } = await setup();
    await user.click(screen.getByRole('combobox', { name: named(dict.permission.form.type) }));
    await user.click(await screen.findByRole('option', { name: lang === 'ar' ? 'إذن تأخير' : 'Late arrival' }));
    const minutes = (count: number) => t('permission.minutesValue', { count });
    expect(screen.getByText(t('permission.form.rule', { minutes: minutes(120), count: 2, total: minutes(240) }))).toBeInTheDocument();
    const length = screen.getByTestId('permission-length');
    expect(length).toHaveTextContent(dict.permission.form.noLength);
    await user.type(screen.getByLabelText(named(dict.permission.form.from)), '08:00');
    await user.type(screen.getByLabelText(named(dict.permission.form.to)), '08:01');
    expect(length).toHaveTextContent(t('permission.form.length', { minutes: minutes(1) }));
    if (lang === 'ar') expect(length).toHaveTextContent('دقيقة واحدة');
    await user.clear(screen.getByLabelText(named(dict.permission.form.to)));
    await user.type(screen.getByLabelText(named(dict.permission.form.to)), '10:30');
    expect(length).toHaveTextContent(t('errors.PERMISSION_TOO_LONG', { minutes: 120 }));
  });

  it('files it and says when the minutes beyond the quota will be deducted', async () => {
    const filed: unknown[] = [];
    const { user, dict, t, onClose } = await setup({
      'POST /permission': (req: TFakeRequest) => {
        filed.push(req.body);
        return answer(req.body as never, { state: 'approved', deductedMinutes: 30 });
      },
    });
    await user.click(screen.getByRole('combobox', { name: named(dict.permission.form.type) }));
    await user.click(await screen.findByRole('option', { name: lang === 'ar' ? 'إذن تأخير' : 'Late arrival' }));
    await typeDate(user, dict.permission.form.date, '22/12/2026');
    await user.type(screen.getByLabelText(named(dict.permission.form.from)), '08:00');
    await user.type(screen.getByLabelText(named(dict.permission.form.to)), '09:30');
    await user.type(screen.getByRole('textbox', { name: named(dict.permission.form.reason) }), 'Doctor');
    await user.click(screen.getByRole('button', { name: dict.permission.form.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(filed).toEqual([{ typeId: 1, workDate: '2026-12-22', from: '08:00', to: '09:30', reason: 'Doctor' }]);
    expect(await screen.findByText(t('permission.form.successDeducted', { minutes: t('permission.minutesValue', { count: 30 }) }))).toBeInTheDocument();
  });
});
