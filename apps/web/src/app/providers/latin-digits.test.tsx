import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TLeaveType } from '@hr/shared';
import type { TFakeRequest } from '@/test/fake-api';
import { named, typeDate } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { LeaveTypeDialog } from '@/features/leave/components/leave-type-dialog';
import { VacationRequestForm } from '@/features/leave/components/vacation-request-form';

const CASUAL: TLeaveType = {
  id: 2, code: 'casual', nameEn: 'Casual', nameAr: 'عارضة', balanceTypeId: 1, entitlementRule: 'none', yearlyDays: 0, yearlyCapDays: 6, dayBasis: 'working',
  maxConsecutiveDays: null, minNoticeDays: 0, halfDayAllowed: false, hoursAllowed: false, attachmentOverDays: null, approvalFlow: 'manager', active: true, tracksBalance: false,
  eligibleGender: null, minServiceMonths: null, maxTimesInService: null, minWorkforce: null, minGapMonths: null,
};

/** Arabic-Indic digits typed on an Arabic keyboard mean the same number. */
describe.each(['en', 'ar'] as const)('Arabic-Indic digits (%s)', (lang) => {
  it('"Most days in a row" typed as ٣ is saved as 3, not cleared', async () => {
    const saved: unknown[] = [];
    const { user, dict } = await renderWithProviders(<LeaveTypeDialog type={CASUAL} types={[CASUAL]} onClose={() => {}} />, {
      lang,
      api: {
        'PUT /hr/leave-types/2': (req: TFakeRequest) => {
          saved.push(req.body);
          return { ...CASUAL, ...(req.body as object) };
        },
      },
    });
    const field = screen.getByRole('textbox', { name: named(dict.hrLeave.types.maxConsecutiveDays) });
    await user.type(field, '٣');
    expect(field).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: dict.common.save }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ maxConsecutiveDays: 3 });
  });

  it('a value a number field cannot read is an error, never a silent blank', async () => {
    const saved: unknown[] = [];
    const { user, dict } = await renderWithProviders(<LeaveTypeDialog type={CASUAL} types={[CASUAL]} onClose={() => {}} />, {
      lang,
      api: { 'PUT /hr/leave-types/2': (req: TFakeRequest) => (saved.push(req.body), CASUAL) },
    });
    const field = screen.getByRole('textbox', { name: named(dict.hrLeave.types.maxConsecutiveDays) });
    await user.type(field, 'three');
    await user.click(screen.getByRole('button', { name: dict.common.save }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(saved).toHaveLength(0);
  });

  it('signs in with a company ID typed as ١٠٠٧', async () => {
    const posted: unknown[] = [];
    const { user, dict } = await renderWithProviders(<SignInForm />, {
      lang,
      route: '/hrportal',
      api: { 'POST /auth/login': (req: TFakeRequest) => (posted.push(req.body), { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'x' } }) },
    });
    await user.type(screen.getByLabelText(dict.auth.signIn.identifier), '١٠٠٧');
    await user.type(screen.getByLabelText(dict.auth.signIn.password, { selector: 'input' }), 'demo1234');
    await user.click(screen.getByRole('button', { name: dict.auth.signIn.submit }));
    await waitFor(() => expect(posted).toEqual([{ identifier: '1007', password: 'demo1234' }]));
  });

  it('a date typed with Arabic-Indic digits is the same date', async () => {
    const { user, dict, api } = await renderWithProviders(<VacationRequestForm team={false} />, {
      lang,
      api: { 'GET /leave/types': { items: [CASUAL] }, 'GET /leave/types/offered': { items: [CASUAL] }, 'GET /leave/shifts': { items: [] }, 'GET /leave/quote': { days: 1, skipped: [], remainingAfter: null, attachmentRequired: false } },
    });
    await typeDate(user, dict.vacations.form.startDate, '٠٨/١٢/٢٠٢٦');
    await typeDate(user, dict.vacations.form.endDate, '٠٩/١٢/٢٠٢٦');
    await user.click(screen.getByRole('combobox', { name: named(dict.vacations.form.type) }));
    await user.click(await screen.findByRole('option', { name: lang === 'ar' ? CASUAL.nameAr : CASUAL.nameEn }));
    await waitFor(() => expect(api.callsTo('GET /leave/quote').at(-1)?.query.get('startDate')).toBe('2026-12-08'));
    expect(api.callsTo('GET /leave/quote').at(-1)?.query.get('endDate')).toBe('2026-12-09');
  });
});
