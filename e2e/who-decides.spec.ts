import { type TPerson, addDays, apiAs, clearWeekFrom, expect, fileLeave, orgYear, test, todayIn, workDayBefore, workDayOnOrAfter } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, shootCard, shootWidths } from './fixtures';

/**
 * Who decides, said on every screen, in English and in Arabic. A team of the test's own: a manager,
 * a supervisor under them, an employee under the supervisor. The employee files a permission (the
 * nearest manager decides it: the manager), overtime (the same) and two leave requests (the line
 * manager decides them: the supervisor). The employee's dashboard lists all three under "My pending requests", each with
 * whom it waits on and as what; the supervisor sees the permission and the overtime on the team's
 * lists as "Waiting on <the manager> (nearest manager)", not in their inbox, where the two leave cards' buttons each
 * name their own request; HR's chains page names the two managers apart, and its preview for the
 * employee says who each is. Chains are only read.
 */
const SHOTS = process.env.WHO_SHOTS ?? '/tmp/who-shots';

const WORDS = {
  en: {
    late: 'Late arrival',
    line: 'line manager',
    nearest: 'nearest manager',
    waitingOnAs: (name: string, role: string) => `Waiting on ${name} (${role})`,
    leave: 'Vacation',
    approveNamed: (label: string) => `Approve: ${label}`,
    note: "Two managers can decide: the line manager is the manager on the person's record (often a supervisor); the nearest manager is the first person up the line with the manager role. Each step says which one.",
    approver: (n: number) => `Who approves step ${n}`,
    lineLabel: "Line manager (on the person's record)",
    nearestLabel: 'Nearest manager (supervisors passed over)',
    nearestHelp: 'The first person up the reporting line with the manager role; supervisors are passed over.',
    previewCode: 'Person – company ID',
    step: (n: number) => `Step ${n}`,
  },
  ar: {
    late: 'إذن تأخير',
    line: 'المدير المباشر',
    nearest: 'أقرب مدير',
    waitingOnAs: (name: string, role: string) => `بانتظار ${name} (${role})`,
    leave: 'إجازة',
    approveNamed: (label: string) => `الموافقة: ${label}`,
    note: 'قد يقرّر أحد مديرَين: المدير المباشر هو المسجل في ملف الموظف (وكثيرًا ما يكون مشرفًا)، وأقرب مدير هو أول من له دور مدير في التسلسل الإداري فوقه. وكل خطوة تذكر أيهما تقصد.',
    approver: (n: number) => `من يوافق في الخطوة ${n}`,
    lineLabel: 'المدير المباشر (المسجل في ملف الموظف)',
    nearestLabel: 'أقرب مدير (دون المشرفين)',
    nearestHelp: 'أول من له دور مدير في التسلسل الإداري فوق الموظف، ويُتخطّى المشرفون.',
    previewCode: 'الشخص – الرقم الوظيفي',
    step: (n: number) => `الخطوة ${n}`,
  },
} as const;

const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;


for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: every screen says who decides a request, and as what`, async ({ browser, request, people }) => {
    test.setTimeout(180_000);
    const w = WORDS[lang];
    const team = await people.team({ language: lang });
    const name = (p: TPerson) => (lang === 'ar' ? p.fullNameAr : p.fullNameEn);

    // The employee's permission (a work day ahead) and two leave requests (next year, two days apart).
    const api = await apiAs(request, team.employee);
    const late = (await api.get<{ items: { id: number; kind: string }[] }>('/permission/types')).items.find((x) => x.kind === 'late_arrival')!;
    const permissionDay = workDayOnOrAfter(addDays(todayIn(), 5));
    const permission = await api.post<{ id: number }>('/permission', { typeId: late.id, workDate: permissionDay, from: '08:00', to: '09:00', reason: 'Doctor' });
    const overtime = await api.post<{ request: { id: number } }>('/overtime', { workDate: workDayBefore(10), from: '17:00', to: '19:00', reason: 'Month-end' });
    const sunday = clearWeekFrom(`${orgYear() + 1}-03-01`);
    const first = await fileLeave(request, team.employee, { startDate: sunday, endDate: addDays(sunday, 1) });
    const second = await fileLeave(request, team.employee, { startDate: addDays(sunday, 3) });

    // The employee's dashboard: the permission is among their pending requests, waiting on the manager as the nearest manager.
    const page = await sessionIn(browser, team.employee, lang);
    const widget = page.getByTestId('pending-widget');
    const permissionLine = widget.getByTestId('pending-permission');
    await expect(permissionLine).toContainText(w.late);
    await expect(permissionLine).toContainText(dmy(permissionDay));
    await expect(permissionLine.getByTestId('pending-waiting-on')).toHaveText(w.waitingOnAs(name(team.manager), w.nearest));
    await expect(widget.getByTestId('pending-overtime').getByTestId('pending-waiting-on')).toHaveText(w.waitingOnAs(name(team.manager), w.nearest));
    await expect(widget.getByTestId('pending-leave')).toHaveCount(2);
    for (const line of await widget.getByTestId('pending-leave').all()) await expect(line.getByTestId('pending-waiting-on')).toHaveText(w.waitingOnAs(name(team.supervisor), w.line));
    await expectNoAxeViolations(page);
    await shootCard(widget, SHOTS, `pending-${lang}`);

    // The supervisor sees the permission on the team's list, told who decides it (not them) and as what.
    const sup = await sessionIn(browser, team.supervisor, lang);
    await goInApp(sup, '/team/permissions');
    const row = sup.getByTestId('permission-row').filter({ hasText: name(team.employee) });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('permission-waiting-on')).toHaveText(w.waitingOnAs(name(team.manager), w.nearest));
    await expectNoAxeViolations(sup);
    await shootWidths(sup, SHOTS, `team-permissions-${lang}`);

    // And the overtime, which the nearest manager decides too.
    await goInApp(sup, '/team/overtime');
    const otRow = sup.getByTestId('overtime-row').filter({ hasText: name(team.employee) });
    await expect(otRow).toHaveCount(1);
    await expect(otRow.getByTestId('overtime-waiting-on')).toHaveText(w.waitingOnAs(name(team.manager), w.nearest));
    await expectNoAxeViolations(sup);
    await shootWidths(sup, SHOTS, `team-overtime-${lang}`);

    // Their inbox: not the permission nor the overtime; the two leave requests, each button named with its own dates.
    await goInApp(sup, '/inbox');
    await expect(sup.getByTestId(`inbox-item-leave-${first}`)).toBeVisible();
    await expect(sup.getByTestId(`inbox-item-permission-${permission.id}`)).toHaveCount(0);
    await expect(sup.getByTestId(`inbox-item-overtime-${overtime.request.id}`)).toHaveCount(0);
    const label = (dates: string) => `${name(team.employee)} · ${w.leave} · ${dates}`;
    await expect(sup.getByTestId(`inbox-item-leave-${first}`).getByRole('button', { name: w.approveNamed(label(`${dmy(sunday)} – ${dmy(addDays(sunday, 1))}`)), exact: true })).toBeVisible();
    await expect(sup.getByTestId(`inbox-item-leave-${second}`).getByRole('button', { name: w.approveNamed(label(dmy(addDays(sunday, 3)))), exact: true })).toBeVisible();
    await expectNoAxeViolations(sup);
    await shootWidths(sup, SHOTS, `inbox-${lang}`);

    // HR's chains page: the two managers named apart, each explained, and the preview names who each is for the employee.
    const hr = await sessionIn(browser, 1001, lang);
    await goInApp(hr, '/hr/approval-chains');
    await expect(hr.getByTestId('chains-managers-note')).toHaveText(w.note);
    const perm = hr.locator('[data-testid=chain-card][data-kind=permission]');
    await expect(perm.getByRole('combobox', { name: w.approver(1) })).toHaveText(w.nearestLabel);
    await expect(perm.getByText(w.nearestHelp)).toBeVisible();
    const swap = hr.locator('[data-testid=chain-card][data-kind=shift_swap]');
    await expect(swap.getByRole('combobox', { name: w.approver(1) })).toHaveText(w.lineLabel);
    await hr.getByTestId('preview-person').getByRole('combobox', { name: w.previewCode }).fill(String(team.employee.empCode));
    await hr.getByRole('option', { name: new RegExp(String(team.employee.empCode)) }).click();
    const permStep = perm.getByTestId('chain-preview').getByTestId('preview-step').first();
    await expect(permStep).toContainText(`${w.step(1)}: ${w.nearestLabel}`);
    await expect(permStep).toContainText(name(team.manager));
    const swapStep = swap.getByTestId('chain-preview').getByTestId('preview-step').first();
    await expect(swapStep).toContainText(`${w.step(1)}: ${w.lineLabel}`);
    await expect(swapStep).toContainText(name(team.supervisor));
    await expect(perm.getByTestId('chain-preview')).toHaveAttribute('aria-busy', 'false');
    await expectNoAxeViolations(hr);
    await shootWidths(hr, SHOTS, `chains-${lang}`);
    await shootCard(perm, SHOTS, `chain-permission-${lang}`);
  });
}
