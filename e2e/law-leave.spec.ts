import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addDays, asHr, createLeaveType, expect, test, todayIn } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, shootWidths } from './fixtures';

/**
 * Labour Law 14/2025, leave types and the annual entitlement, in English and Arabic:
 * - Arts 128 ¶1 and 130: an installation whose types predate the law is asked once on the leave
 *   types page (casual leave's 6 days in English, the Hajj type's old name in Arabic); "Apply"
 *   puts the law's figure back, so nothing another spec reads stays changed;
 * - Arts 54, 128, 130: a type counted in times asks for the event's date on the request form;
 * - Art 124 ¶3: HR marks a person's work hazardous on their record, and their annual balance says
 *   it holds 7 more days and why.
 * Each test makes its own people and types.
 */
const SHOTS = `/tmp/shots-${process.env.ME ?? 'law1'}`;
const WORDS = {
  en: {
    title: 'The labour law has changed',
    casual: 'sets casual leave at 7 days a year; “Casual” allows 6.',
    apply: 'Apply: Casual',
    applied: 'Applied; the change is in the audit log.',
    type: /Leave type/,
    start: /Start date/,
    end: /End date/,
    event: 'Date of the event',
    eventHelp: 'parts of one event count as one time',
    eventRequired: 'Give the date of the event this leave is for',
    submit: 'Submit request',
    submitted: 'Vacation request submitted.',
    hazardous: /Hazardous work/,
    saved: 'Changes saved.',
    code: 'Employee – company ID',
    annual: 'Annual',
    extra: 'Includes 7 days for hazardous work (Labour Law Art 124)',
    remote: 'In a remote area',
  },
  ar: {
    title: 'تغيّر قانون العمل',
    hajj: 'يمنح قانون العمل 14 لسنة 2025 (المادة 130) هذه الإجازة للحج أو لزيارة بيت المقدس',
    apply: 'تطبيق: إجازة حج',
    applied: 'تم التطبيق، وسُجّل التغيير في سجل التدقيق.',
    type: /نوع الإجازة/,
    start: /تاريخ البداية/,
    end: /تاريخ النهاية/,
    event: 'تاريخ الواقعة',
    eventHelp: 'أجزاء الواقعة الواحدة تُحسب مرة واحدة',
    eventRequired: 'أدخل تاريخ الواقعة التي تُطلب لها الإجازة',
    submit: 'إرسال الطلب',
    submitted: 'تم إرسال طلب الإجازة.',
    hazardous: /عمل خطر أو ضار بالصحة/,
    saved: 'تم حفظ التعديلات.',
    code: 'الموظف – الرقم الوظيفي',
    annual: 'اعتيادي',
    extra: 'تشمل 7 أيام للعمل الخطر (المادة 124 من قانون العمل)',
    remote: 'في منطقة نائية',
  },
} as const;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const typed = (d: string) => `${d.slice(8, 10)}${d.slice(5, 7)}${d.slice(0, 4)}`;
async function typeDate(page: Page, label: RegExp | string, d: string) {
  const field = page.getByRole('group', { name: typeof label === 'string' ? new RegExp(`^${label}( \\*)?$`) : label });
  await expect(async () => {
    await field.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Home');
    await page.keyboard.type(typed(d));
    await expect(field).toContainText(d.slice(0, 4), { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

type TTypeRow = Record<string, unknown> & { id: number; code: string | null; nameEn: string; nameAr: string };
const INPUT_KEYS = ['nameEn', 'nameAr', 'balanceTypeId', 'entitlementRule', 'yearlyDays', 'yearlyCapDays', 'dayBasis', 'maxConsecutiveDays', 'minNoticeDays', 'halfDayAllowed', 'hoursAllowed', 'attachmentOverDays', 'approvalFlow', 'active', 'eligibleGender', 'minServiceMonths', 'maxTimesInService', 'minWorkforce', 'minGapMonths'];
const inputOf = (t: TTypeRow) => Object.fromEntries(INPUT_KEYS.map((k) => [k, t[k] ?? null]));

// The suggestions are the organisation's: while one language's test waits on the card, the other's
// suggestion must not be on it. One after the other.
test.describe('the labour law suggestions on the leave types page', () => {
  test.describe.configure({ mode: 'serial' });
  for (const lang of ['en', 'ar'] as const) {
    const w = WORDS[lang];

    test(`${lang}: HR is asked once about a leave type the law changed, and "Apply" puts the law's figure in`, async ({ browser, request }) => {
      test.setTimeout(90_000);
      const hr = await asHr(request);
      const types = (await hr.call<{ items: TTypeRow[] }>('GET', '/hr/leave-types')).items;
      if (lang === 'en') {
        // An installation from before the law: casual leave still at the old 6 days.
        const casual = types.find((t) => t.code === 'casual')!;
        await hr.call('PUT', `/hr/leave-types/${casual.id}`, { ...inputOf(casual), yearlyCapDays: 6 });
      } else {
        // The Hajj preset as it was named before Art 130's visit to Jerusalem.
        let hajj = types.find((t) => t.code === 'hajj');
        if (!hajj) hajj = await hr.call<TTypeRow>('POST', '/hr/leave-types/presets/hajj');
        await hr.call('PUT', `/hr/leave-types/${hajj.id}`, { ...inputOf(hajj), nameEn: 'Hajj', nameAr: 'إجازة حج' });
      }
      const page = await sessionIn(browser, 1001, lang);
      await goInApp(page, '/hr/leave-types');
      const card = page.getByTestId('law-suggestions');
      await expect(card.getByRole('heading', { name: w.title })).toBeVisible();
      await expect(card).toContainText(lang === 'en' ? WORDS.en.casual : WORDS.ar.hajj);
      await expectNoAxeViolations(page);
      await shootWidths(page, SHOTS, `law-suggestions-${lang}`);
      await card.getByRole('button', { name: w.apply }).click();
      await expect(page.getByText(w.applied)).toBeVisible();
      await expect(card).toBeHidden();
      const after = (await hr.call<{ items: TTypeRow[] }>('GET', '/hr/leave-types')).items;
      if (lang === 'en') expect(after.find((t) => t.code === 'casual')!.yearlyCapDays).toBe(7);
      else expect(after.find((t) => t.code === 'hajj')!).toMatchObject({ nameEn: 'Hajj or visit to Jerusalem', nameAr: 'الحج أو زيارة بيت المقدس' });
      // Asked once: the answer is kept.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('law-suggestions')).toHaveCount(0);
    });
  }
});

for (const lang of ['en', 'ar'] as const) {
  const w = WORDS[lang];

  test(`${lang}: a type counted in times asks for the event's date on the request form`, async ({ browser, request, people }) => {
    test.setTimeout(90_000);
    const tag = `${lang}${Date.now().toString(36)}`;
    const hr = await asHr(request);
    // Like paternity (Art 128 ¶2): one calendar day, three times in a person's service, no balance.
    const type = await createLeaveType(hr, { nameEn: `Birth ${tag}`, nameAr: `ولادة ${tag}` }, { dayBasis: 'calendar', maxConsecutiveDays: 1, maxTimesInService: 3 });
    const manager = await people.create({ role: 'manager', language: lang });
    const me = await people.create({ manager, language: lang });
    const day = addDays(todayIn(), 20);

    const page = await sessionIn(browser, me, lang);
    await goInApp(page, '/self/vacrequest');
    await page.getByRole('combobox', { name: w.type }).click();
    await page.getByRole('option', { name: lang === 'ar' ? type.nameAr : type.nameEn, exact: true }).click();
    await typeDate(page, w.start, day);
    await typeDate(page, w.end, day);
    const event = page.getByTestId('vacation-event-date');
    await expect(event).toContainText(w.eventHelp);
    await page.getByRole('button', { name: w.submit }).click();
    await expect(event).toContainText(w.eventRequired);
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `request-event-date-${lang}`);
    await typeDate(page, w.event, day);
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.submitted)).toBeVisible();
    // The request's page says which event it is for.
    await expect(page.getByTestId('detail-event-date')).toHaveText(`${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`);
  });

  test(`${lang}: HR marks hazardous work on the record, and the annual balance holds 7 more days with the reason`, async ({ browser, people }) => {
    test.setTimeout(90_000);
    const person = await people.create({ language: lang });
    const page = await sessionIn(browser, 1001, lang);
    await goInApp(page, `/hr/employees/${person.id}`);
    await page.getByRole('switch', { name: w.hazardous }).check();
    await shootWidths(page, SHOTS, `employee-record-${lang}`);
    await page.getByTestId('employee-save').click();
    await expect(page.getByText(w.saved)).toBeVisible();

    await goInApp(page, '/hr/leave-balances');
    await page.getByLabel(w.code).fill(String(person.empCode));
    await page.getByRole('option', { name: new RegExp(String(person.empCode)) }).first().click();
    const annual = page.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^${w.annual}`) }) });
    await expect(annual.getByTestId('balance-extra')).toHaveText(w.extra);
    // Hired 2024-01-01 (the people helper): 21 days from the second year, and 7 more.
    await expect(annual.locator('[data-col=entitled]')).toHaveText('28');
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `balance-hazardous-${lang}`);
    // The person sees the same on their own balances card.
    const own = await sessionIn(browser, person, lang);
    await expect(own.getByTestId('balances-widget').getByTestId('balance-extra')).toHaveText(w.extra);
  });

  test(`${lang}: a site's dialog marks it as in a remote area`, async ({ browser }) => {
    test.setTimeout(60_000);
    const page = await sessionIn(browser, 1001, lang);
    await goInApp(page, '/hr/structure');
    await page.getByRole('button', { name: lang === 'en' ? /^Add site$|^Add a site$/ : /إضافة موقع/ }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('switch', { name: w.remote })).not.toBeChecked();
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `site-remote-${lang}`);
  });
}
