import { addDays, apiAs, asHr, expect, leaveTypeId, test, todayIn, workDayOnOrAfter } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, shootCard, shootWidths, typeDate } from './fixtures';

/**
 * Sick leave (Labour Law 14/2025 Art 131) and working mothers (Arts 54 and 56), in English and
 * Arabic. HR confirms a chronic illness on a sick leave with its medical paper; the worker asks to
 * turn it into annual leave; the leave-taken report shows sick days by pay band. HR records a
 * mother's expected delivery date and her child's birth with her nursing choice, and sees what they
 * give; her overtime is refused with the article. Every person is the test's own; dates are counted
 * from today.
 */
const SHOTS = '/tmp/shots-law3';
const W = {
  en: {
    chronic: 'Chronic illness',
    notConfirmed: 'Not confirmed',
    confirm: 'Confirm chronic illness',
    confirmed: 'Confirmed by HR: full pay until recovery (Art 131)',
    ask: 'Ask to change or turn into annual leave',
    toAnnual: /Turn it into annual leave/,
    reason: 'Reason',
    send: 'Save',
    pending: 'You asked to turn this sick leave into annual leave',
    leaveTaken: 'Leave taken',
    sickTitle: 'Sick days by pay band',
    at75: 'At 75 %',
    sickArea: 'Sick leave',
    sickReading: 'Reading in force: Sick pay',
    law148: /Social Insurance Law 148\/2019: 75 % for 90 days/,
    industrialRule: /three months at full pay, then six months at 85 %, then three months at 75 %/,
    motherTitle: 'Pregnancy and nursing',
    due: 'Expected delivery date',
    birth: 'Child’s birth date',
    end: 'One hour at the end of the day',
    save: 'Save',
    saved: 'Saved.',
    date: 'Date',
    pregnancy: /Pregnancy hour \(the day ends an hour earlier\)/,
    nursing: /Nursing time: /,
    noOvertime: /No overtime until /,
    overtimeRefused: 'Overtime may not be requested of or approved for a worker during pregnancy or until six months after the birth (Labour Law Art 54).',
  },
  ar: {
    chronic: 'مرض مزمن',
    notConfirmed: 'غير مؤكد',
    confirm: 'تأكيد المرض المزمن',
    confirmed: 'أكدته الموارد البشرية: أجر كامل حتى الشفاء (المادة 131)',
    ask: 'طلب تعديلها أو تحويلها إلى إجازة سنوية',
    toAnnual: /تحويلها إلى إجازة سنوية/,
    reason: 'السبب',
    send: 'حفظ',
    pending: 'طلبت تحويل هذه الإجازة المرضية إلى إجازة سنوية',
    leaveTaken: 'الإجازات المأخوذة',
    sickTitle: 'أيام الإجازة المرضية حسب شريحة الأجر',
    at75: 'بنسبة 75٪',
    sickArea: 'الإجازة المرضية',
    sickReading: 'التفسير المعمول به: أجر الإجازة المرضية',
    law148: /قانون التأمينات الاجتماعية 148 لسنة 2019: 75٪ لمدة 90 يومًا/,
    industrialRule: /ثلاثة أشهر بأجر كامل، ثم ستة أشهر بنسبة 85٪، ثم ثلاثة أشهر بنسبة 75٪/,
    motherTitle: 'الحمل والرضاعة',
    due: 'تاريخ الولادة المتوقع',
    birth: 'تاريخ ميلاد الطفل',
    end: 'ساعة واحدة في آخر اليوم',
    save: 'حفظ',
    saved: 'تم الحفظ.',
    date: 'التاريخ',
    pregnancy: /ساعة الحمل \(ينتهي اليوم قبل موعده بساعة\)/,
    nursing: /ساعة الرضاعة: /,
    noOvertime: /لا عمل إضافي حتى /,
    overtimeRefused: 'لا يجوز تكليف العاملة بساعات عمل إضافية أو اعتمادها لها أثناء الحمل وحتى ستة أشهر بعد الولادة (قانون العمل، المادة 54).',
  },
} as const;

const paper = { fileName: 'medical-report.pdf', mimeType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.4 medical report').toString('base64') };

for (const lang of ['en', 'ar'] as const) {
  const w = W[lang];

  test(`${lang}: Art 131 — HR confirms a chronic illness, the worker turns sick leave into annual leave, the report shows sick days by pay band`, async ({ browser, request, people }) => {
    test.setTimeout(120_000);
    const { supervisor, employee } = await people.team({ language: lang });
    // A work day three weeks ahead (the year's balance is there whatever the day the test runs).
    const day = workDayOnOrAfter(addDays(todayIn(), 21));
    const me = await apiAs(request, employee);
    const { id } = await me.post<{ id: number }>('/leave/requests', {
      leaveTypeId: await leaveTypeId(request, 'sick'),
      startDate: day,
      endDate: day,
      halfDay: 'none',
      handoverEmployeeId: null,
      shiftId: null,
      reason: 'E2E fever',
      attachment: paper,
    });
    await (await apiAs(request, supervisor)).post(`/leave/requests/${id}/approve`, { comment: '' });
    await (await asHr(request)).post(`/leave/requests/${id}/approve`, { comment: '' });

    // HR: the leave's page says whether a chronic illness is confirmed, and confirms it.
    const hr = await sessionIn(browser, 1001, lang);
    await goInApp(hr, `/vacations/${id}`);
    const row = hr.getByTestId('detail-chronic');
    await expect(row).toContainText(w.notConfirmed);
    await row.getByRole('button', { name: w.confirm }).click();
    await expect(row).toContainText(w.confirmed);
    await expectNoAxeViolations(hr);
    await shootWidths(hr, SHOTS, `sick-chronic-${lang}`);
    await shootCard(hr.getByTestId('vacation-detail'), SHOTS, `card-sick-chronic-${lang}`);

    // The worker asks to turn it into annual leave.
    const page = await sessionIn(browser, employee, lang);
    await goInApp(page, `/vacations/${id}`);
    await page.getByRole('button', { name: w.ask }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: w.toAnnual }).check();
    await dialog.getByRole('textbox', { name: new RegExp(`^${w.reason}`) }).fill('I prefer my annual leave');
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `sick-to-annual-dialog-${lang}`);
    await shootCard(dialog, SHOTS, `card-sick-to-annual-dialog-${lang}`);
    await dialog.getByRole('button', { name: w.send }).click();
    await expect(page.getByTestId('vacation-change-pending')).toContainText(w.pending);
    await shootWidths(page, SHOTS, `sick-to-annual-pending-${lang}`);

    // The approver decides like any change: the leave is annual leave now.
    await (await apiAs(request, supervisor)).post(`/leave/requests/${id}/approve`, { comment: '' });
    const after = await me.get<{ request: { leaveType: { id: number }; sick: unknown } }>(`/leave/requests/${id}`);
    expect(after.request.leaveType.id).toBe(await leaveTypeId(request, 'annual'));

    // The leave-taken report: sick days by pay band (the demo's sick days this year are at 75 %).
    await goInApp(hr, '/team/reports');
    await hr.getByRole('tab', { name: w.leaveTaken }).click();
    const bands = hr.getByTestId('sick-bands');
    await expect(bands.getByRole('heading', { name: w.sickTitle })).toBeVisible();
    await expect(bands.getByTestId('sick-band-p75')).toContainText(w.at75);
    await expectNoAxeViolations(hr);
    await shootWidths(hr, SHOTS, `sick-bands-report-${lang}`);
    await shootCard(bands, SHOTS, `card-sick-bands-${lang}`);

    // The Labour law page: the sick-leave rules with their articles, and the reading of Art 131 ¶2 (looked at, not changed).
    await goInApp(hr, '/hr/labour-law');
    const area = hr.getByRole('region', { name: w.sickArea });
    const tiers = area.getByTestId('law-rule-sickIndustrialTiers');
    await expect(tiers).toContainText(w.industrialRule);
    await expect(tiers.getByRole('radiogroup', { name: w.sickReading }).getByRole('radio', { name: w.law148 })).toBeChecked();
    await expect(area.getByTestId('law-rule-sickYearBands')).toBeVisible();
    await expectNoAxeViolations(hr);
    await shootCard(area, SHOTS, `card-labour-law-sick-${lang}`);
  });

  test(`${lang}: Arts 54 and 56 — HR records a mother's dates; what they give is shown and her overtime is refused`, async ({ browser, request, people }) => {
    test.setTimeout(120_000);
    const mother = await people.create({ language: lang });
    const today = todayIn();
    const hr = await sessionIn(browser, 1001, lang);
    await goInApp(hr, `/hr/employees/${mother.id}`);
    const section = hr.getByTestId('employee-mother-record');
    await expect(section.getByRole('heading', { name: w.motherTitle })).toBeVisible();
    await typeDate(hr, w.due, addDays(today, 60));
    await section.getByRole('button', { name: w.save }).click();
    await expect(hr.getByText(w.saved)).toBeVisible();
    await expect(section.getByTestId('mother-spans')).toContainText(w.pregnancy);
    await expect(section.getByTestId('mother-spans')).toContainText(w.noOvertime);

    // Her overtime is refused, with the article, in her language.
    const me = await apiAs(request, mother);
    const refused = await me.raw('POST', '/overtime', { workDate: today, from: '17:00', to: '18:00', reason: 'E2E' });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).code).toBe('MOTHER_NO_OVERTIME');
    const page = await sessionIn(browser, mother, lang);
    await goInApp(page, '/self/overtime');
    await page.getByTestId('overtime-new').click();
    const dialog = page.getByTestId('overtime-dialog');
    await typeDate(page, w.date, today);
    await page.getByTestId('overtime-from').click();
    await page.keyboard.type('0500PM');
    await page.getByTestId('overtime-to').click();
    await page.keyboard.type('0600PM');
    await page.getByTestId('overtime-reason').fill('E2E');
    await page.getByTestId('overtime-submit').click();
    await expect(dialog.getByText(w.overtimeRefused)).toBeVisible();
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `mother-overtime-refused-${lang}`);
    await shootCard(dialog, SHOTS, `card-mother-overtime-refused-${lang}`);

    // The child is born: HR records the birth and her choice, the hour at the end of the day.
    await goInApp(hr, `/hr/employees/${mother.id}`);
    await typeDate(hr, w.birth, addDays(today, -30));
    await section.getByRole('radio', { name: w.end }).check();
    await section.getByRole('button', { name: w.save }).click();
    await expect(section.getByTestId('mother-spans')).toContainText(w.nursing);
    await expectNoAxeViolations(hr);
    await shootWidths(hr, SHOTS, `mother-record-${lang}`);
    await shootCard(section, SHOTS, `card-mother-record-${lang}`);
  });
}
