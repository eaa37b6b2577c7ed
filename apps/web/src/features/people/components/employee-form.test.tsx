import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TEmployee, TEmployeeInput, TPersonOption, TShift, TStructureResponse } from '@hr/shared';
import type { TFakeRequest } from '@/test/fake-api';
import { choose, dateField, exactly, named, typeDate } from '@/test/fields';
import { DICTIONARIES, renderWithProviders } from '@/test/render';
import { EmployeeForm } from './employee-form';

const STRUCTURE: TStructureResponse = {
  sites: [{ id: 1, nameEn: 'Cairo', nameAr: 'القاهرة', employeeCount: 40 }],
  departments: [{ id: 2, nameEn: 'Finance', nameAr: 'المالية', employeeCount: 12, sections: [{ id: 5, departmentId: 2, nameEn: 'Payroll', nameAr: 'الرواتب', employeeCount: 4 }] }],
};
const SHIFT: TShift = { id: 1, nameEn: 'Day', nameAr: 'صباحي', startTime: '09:00', endTime: '17:00', graceMinutes: 15, workDays: [0, 1, 2, 3, 4], crossesMidnight: false, ramadanStartTime: null, ramadanEndTime: null, employeeCount: 40, breaks: [], lawFindings: [], lawReason: null };
const PEOPLE: TPersonOption[] = [
  { id: 20, EmpCode: 1020, FullName: 'Karim Samir', fullNameAr: 'كريم سمير' },
  { id: 21, EmpCode: 1021, FullName: 'Karima Nabil', fullNameAr: 'كريمة نبيل' },
];
/** /people/search: by name in either language or by company ID, as the server's folding search does. */
const search = (req: TFakeRequest) => {
  const q = (req.query.get('q') ?? '').toLowerCase();
  return { items: PEOPLE.filter((p) => !q || p.FullName.toLowerCase().includes(q) || p.fullNameAr.includes(q) || String(p.EmpCode).startsWith(q)) };
};
const saved = (b: TEmployeeInput): TEmployee => ({
  id: 90, empCode: b.empCode, domainAccount: b.domainAccount, fullNameEn: b.fullNameEn, fullNameAr: b.fullNameAr, email: b.email, mobile: b.mobile, badge: b.badge ?? null,
  site: null, department: null, section: null, shift: null, manager: b.managerId ? { id: 20, empCode: 1020, fullNameEn: 'Karim Samir', fullNameAr: 'كريم سمير' } : null,
  roles: b.roles, hrSiteIds: b.hrSiteIds, hireDate: b.hireDate, endDate: b.endDate ?? null, birthDate: b.birthDate, disability: b.disability, language: b.language, active: b.active,
  jobTitle: b.jobTitle, gender: b.gender, nationalId: b.nationalId, socialInsuranceNo: b.socialInsuranceNo, contractType: b.contractType, contractStart: b.contractStart, contractEnd: b.contractEnd,
  shortStature: b.shortStature, hazardousWork: b.hazardousWork, priorServiceMonths: b.priorServiceMonths, holidayGroup: b.holidayGroup ?? null,
  activated: false, invitedAt: null, invitedVia: null, lockedUntil: null, updatedAt: '2026-11-25T10:00:00.000Z',
});

describe.each(['en', 'ar'] as const)('employee form (%s)', (lang) => {
  const setup = (extra = {}) => {
    const posted: TEmployeeInput[] = [];
    const api = {
      'GET /hr/structure': STRUCTURE,
      'GET /hr/shifts': { items: [SHIFT] },
      'GET /people/search': search,
      'POST /hr/employees': (req: TFakeRequest) => {
        posted.push(req.body as TEmployeeInput);
        return saved(req.body as TEmployeeInput);
      },
      ...extra,
    };
    return renderWithProviders(<EmployeeForm employee={null} readOnly={false} />, { lang, api }).then((r) => ({ ...r, posted }));
  };
  const box = (label: string) => screen.getByRole('textbox', { name: named(label) });

  it('asks for the company ID and both names; the e-mail is optional', async () => {
    const { user, dict, posted } = await setup();
    const f = dict.employees.form;
    expect(document.documentElement).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await user.click(screen.getByRole('button', { name: dict.common.save }));

    await waitFor(() => expect(box(f.fullNameEn)).toHaveAccessibleDescription(dict.validation.required));
    expect(box(f.fullNameAr)).toHaveAccessibleDescription(dict.validation.required);
    expect(box(f.email)).toHaveAttribute('aria-invalid', 'false');
    expect(box(f.email)).toHaveAccessibleDescription(dict.invitations.emailOptional);
    expect(box(f.empCode)).toHaveAccessibleDescription(dict.validation.required);
    // Optional fields stay as they are.
    expect(box(f.mobile)).toHaveAttribute('aria-invalid', 'false');
    expect(box(f.domainAccount)).toHaveAttribute('aria-invalid', 'false');
    expect(posted).toHaveLength(0);
  });

  it('saves a person without e-mail, and offers the e-mailed invitation only with an address', async () => {
    const { user, dict, posted } = await setup();
    const f = dict.employees.form;
    expect(screen.getByTestId('send-invitation-no-email')).toHaveTextContent(dict.invitations.sendInvitationNoEmail);
    expect(screen.queryByLabelText(named(f.sendInvitation))).toBeNull();
    await user.type(box(f.email), 'a@example.com');
    expect(await screen.findByLabelText(named(f.sendInvitation))).toBeInTheDocument();
    await user.clear(box(f.email));
    await user.type(box(f.empCode), '4300');
    await user.type(box(f.fullNameEn), 'Sayed Ali');
    await user.type(box(f.fullNameAr), 'سيد علي');
    await user.click(screen.getByRole('button', { name: dict.common.save }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ empCode: 4300, email: null });
  });

  it('keeps the employment record: job title, contract, a national ID that must match the birth date and gender', async () => {
    const { user, dict, posted } = await setup();
    const f = dict.employees.form;
    await user.type(box(f.empCode), '4200');
    await user.type(box(f.fullNameEn), 'Omar Fathy');
    await user.type(box(f.fullNameAr), 'عمر فتحي');
    await user.type(box(f.email), 'omar.fathy@example.com');
    await user.type(box(f.jobTitle), 'Accountant');
    await choose(user, f.contractType, dict.employees.contractTypes.fixed_term);
    await choose(user, f.gender, dict.employees.genders.female);
    // A man's ID (13th digit odd), typed in Arabic-Indic digits.
    await user.type(box(f.nationalId), '٢٩٦٠٥١٩٠١٠١٢٣٥');
    await user.click(screen.getByRole('button', { name: dict.common.save }));
    await waitFor(() => expect(box(f.nationalId)).toHaveAccessibleDescription(dict.validation.nationalIdGender));
    expect(posted).toHaveLength(0);
    await choose(user, f.gender, dict.employees.genders.male);
    await user.click(screen.getByRole('button', { name: dict.common.save }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ jobTitle: 'Accountant', contractType: 'fixed_term', gender: 'male', nationalId: '29605190101235' });
  });

  it('refuses an e-mail address that is not one, a mobile that is not Egyptian or international, and a company ID that is not a whole number', async () => {
    const { user, dict, posted } = await setup();
    const f = dict.employees.form;
    await user.type(box(f.empCode), '12.5');
    await user.type(box(f.fullNameEn), 'Omar Fathy');
    await user.type(box(f.fullNameAr), 'عمر فتحي');
    await user.type(box(f.email), 'omar.fathy@');
    await user.type(box(f.mobile), '01312345678');
    await user.click(screen.getByRole('button', { name: dict.common.save }));

    await waitFor(() => expect(box(f.email)).toHaveAccessibleDescription(dict.validation.email));
    expect(box(f.mobile)).toHaveAccessibleDescription(dict.validation.mobile);
    expect(box(f.empCode)).toHaveAccessibleDescription(dict.validation.invalid);
    expect(box(f.fullNameEn)).toHaveAttribute('aria-invalid', 'false');

    // Letters are not a company ID.
    await user.clear(box(f.empCode));
    await user.type(box(f.empCode), 'A12');
    await user.click(screen.getByRole('button', { name: dict.common.save }));
    await waitFor(() => expect(box(f.empCode)).toHaveAccessibleDescription(dict.validation.invalid));
    expect(posted).toHaveLength(0);
  });

  const fillIdentity = async (user: Awaited<ReturnType<typeof setup>>['user'], f: (typeof DICTIONARIES)['en']['employees']['form'], mobile: string) => {
    await user.type(box(f.empCode), '1090');
    await user.type(box(f.fullNameEn), 'Omar Fathy');
    await user.type(box(f.fullNameAr), 'عمر فتحي');
    await user.type(box(f.email), 'Omar.Fathy@Example.com');
    await user.type(box(f.mobile), mobile);
  };

  it('takes an Egyptian mobile written with spaces, and a manager picked by name', async () => {
    const { user, dict, posted } = await setup();
    const f = dict.employees.form;
    await fillIdentity(user, f, '010 1234 5678');

    const managerName = screen.getByRole('combobox', { name: exactly(f.manager) });
    await user.type(managerName, lang === 'ar' ? 'كريم' : 'kar');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(lang === 'ar' ? ['1020 كريم سمير', '1021 كريمة نبيل'] : ['1020 Karim Samir', '1021 Karima Nabil']);
    await user.click(options[0]!);
    // Picking by name fills the company ID field.
    expect(screen.getByRole('combobox', { name: exactly(f.managerCode) })).toHaveValue('1020');
    expect(managerName).toHaveValue(lang === 'ar' ? 'كريم سمير' : 'Karim Samir');

    await user.click(screen.getByRole('button', { name: dict.common.save }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ empCode: 1090, fullNameEn: 'Omar Fathy', fullNameAr: 'عمر فتحي', email: 'omar.fathy@example.com', mobile: '01012345678', managerId: 20 });
    expect(await screen.findByText(lang === 'ar' ? 'تم إنشاء الموظف عمر فتحي.' : 'Employee Omar Fathy created.')).toBeInTheDocument();
  });

  it('takes a mobile with +20, and a manager picked by company ID', async () => {
    const { user, dict, posted } = await setup();
    const f = dict.employees.form;
    await fillIdentity(user, f, '+201012345678');
    await user.type(screen.getByRole('combobox', { name: exactly(f.managerCode) }), '1021');
    await user.click(await screen.findByRole('option', { name: lang === 'ar' ? '1021 كريمة نبيل' : '1021 Karima Nabil' }));
    // Picking by company ID fills the name field.
    expect(screen.getByRole('combobox', { name: exactly(f.manager) })).toHaveValue(lang === 'ar' ? 'كريمة نبيل' : 'Karima Nabil');

    await user.click(screen.getByRole('button', { name: dict.common.save }));
    await waitFor(() => expect(posted).toHaveLength(1));
    // Stored in the local form, as the import stores it (one rule).
    expect(posted[0]).toMatchObject({ mobile: '01012345678', managerId: 21 });
  });

  it('asks from which day a change of shift holds (today unless changed) and sends that date; other edits send none', async () => {
    const existing: TEmployee = { ...saved({ ...(null as unknown as TEmployeeInput), empCode: 1005, domainAccount: null, fullNameEn: 'Omar Khaled', fullNameAr: 'عمر خالد', email: 'omar@example.com', mobile: null, badge: null, siteId: null, departmentId: null, sectionId: null, shiftId: null, managerId: null, roles: ['employee'], hrSiteIds: [], hireDate: '2021-07-01', endDate: null, birthDate: null, disability: false, language: 'en', active: true, sendInvitation: false, jobTitle: null, gender: null, nationalId: null, socialInsuranceNo: null, contractType: null, contractStart: null, contractEnd: null } as TEmployeeInput), id: 5 };
    const put: TEmployeeInput[] = [];
    const { user, dict } = await renderWithProviders(<EmployeeForm employee={existing} readOnly={false} />, {
      lang,
      api: {
        'GET /hr/structure': STRUCTURE,
        'GET /hr/shifts': { items: [SHIFT] },
        'GET /people/search': search,
        'PUT /hr/employees/5': (req: TFakeRequest) => {
          put.push(req.body as TEmployeeInput);
          return { ...existing, updatedAt: '2026-11-26T10:00:00.000Z' };
        },
      },
    });
    const f = dict.employees.form;
    // A change of the mobile alone is not dated.
    await user.type(box(f.mobile), '01012345678');
    expect(screen.queryByTestId('employee-effective-from')).toBeNull();
    await user.click(screen.getByRole('button', { name: dict.common.save }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0].effectiveFrom).toBeUndefined();
    // A new shift is: the date field appears with its explanation, and the date typed is sent.
    await user.click(screen.getByRole('combobox', { name: named(f.shift) }));
    await user.click(await screen.findByRole('option', { name: named(lang === 'ar' ? SHIFT.nameAr : SHIFT.nameEn) }));
    expect(await screen.findByTestId('employee-effective-from')).toHaveTextContent(f.effectiveFromHelp);
    expect(dateField(f.effectiveFrom)).toBeInTheDocument();
    await typeDate(user, f.effectiveFrom, '01012027');
    await user.click(screen.getByRole('button', { name: dict.common.save }));
    await waitFor(() => expect(put).toHaveLength(2));
    expect(put[1]).toMatchObject({ shiftId: SHIFT.id, effectiveFrom: '2027-01-01' });
  });
});
