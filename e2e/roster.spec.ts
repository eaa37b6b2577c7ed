import type { Locator, Page } from '@playwright/test';
import { addDays, expect, organisation, test, todayIn } from './data';
import { expectNoAxeViolations, sessionIn, shootWidths } from './fixtures';

/**
 * Rosters, in English and in Arabic: HR opens Rosters from the menu, makes a rotation
 * pattern in the cycle editor (day shifts, a night on day 3, two rest days), makes a crew, adds
 * two people the test creates to it, and puts the crew on the pattern from today, cycle day 1. A
 * crew with members cannot be deleted (the translated refusal). On the roster, filtered by the
 * crew, both people work today's day shift and day 3's night; HR makes one person's day a rest
 * day from the keyboard and then puts it back, and downloads the roster. Everything the test
 * changes it made itself (people, pattern, crew); the demo's shifts are only read.
 */
const SHOTS = process.env.ROSTER_SHOTS ?? '/tmp/roster-shots';

const WORDS = {
  en: {
    rosters: 'Rotations and crews',
    roster: 'Roster',
    addPattern: 'Add a pattern',
    addCrew: 'Add a crew',
    nameEn: 'Name in English',
    nameAr: 'Name in Arabic',
    shiftOf: (n: number) => `Shift on day ${n}`,
    save: 'Save',
    saved: 'Saved.',
    addPeople: (crew: string) => `Add people to ${crew}`,
    personCode: 'Person – company ID',
    added: '2 people added to the crew.',
    putOn: (crew: string) => `Put ${crew} on a pattern`,
    pattern: 'Pattern',
    assigned: '2 people are on the new roster.',
    deleteNamed: (name: string) => `Delete ${name}`,
    delete: 'Delete',
    inUse: 'This crew still has members: move them to another crew first.',
    crew: 'Crew',
    restDay: 'Rest day',
    changedByHr: 'Changed by HR',
    overrideTitle: 'Change one day',
    that: 'That day',
    reason: 'Reason',
    dayChanged: 'The day is changed.',
    backToRoster: 'Back to the roster',
    dayBack: 'The day is back to what the roster says.',
    working: 'Working',
  },
  ar: {
    rosters: 'أنماط التناوب والفرق',
    roster: 'جدول الورديات',
    addPattern: 'إضافة نمط',
    addCrew: 'إضافة فرقة',
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    shiftOf: (n: number) => `وردية اليوم ${n}`,
    save: 'حفظ',
    saved: 'تم الحفظ.',
    addPeople: (crew: string) => `إضافة موظفين إلى ${crew}`,
    personCode: 'الموظف – الرقم الوظيفي',
    added: 'أضيف موظفان إلى الفرقة.',
    putOn: (crew: string) => `وضع ${crew} على نمط`,
    pattern: 'النمط',
    assigned: 'أصبح موظفان على الجدول الجديد.',
    deleteNamed: (name: string) => `حذف ${name}`,
    delete: 'حذف',
    inUse: 'ما زال لهذه الفرقة أعضاء: انقلهم إلى فرقة أخرى أولاً.',
    crew: 'الفرقة',
    restDay: 'يوم راحة',
    changedByHr: 'غيّرته الموارد البشرية',
    overrideTitle: 'تغيير يوم واحد',
    that: 'ذلك اليوم',
    reason: 'السبب',
    dayChanged: 'تم تغيير اليوم.',
    backToRoster: 'العودة إلى الجدول',
    dayBack: 'عاد اليوم إلى ما يقوله الجدول.',
    working: 'في العمل',
  },
} as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Picks the option that starts with `option` in the select labelled `label`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${escape(label)}`) }).click();
  await page.getByRole('option', { name: new RegExp(`^${escape(option)}`) }).click();
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: HR makes a pattern and a crew, puts the crew on it, sees the shifts on the roster and changes one day`, async ({ browser, request, people }) => {
    test.setTimeout(180_000);
    const w = WORDS[lang];
    const tag = `${lang}-${Date.now().toString(36)}`;
    const names = { en: `Rota ${tag}`, ar: `تناوب ${tag}` };
    const crewNames = { en: `Crew ${tag}`, ar: `فرقة ${tag}` };
    const patternName = names[lang];
    const crewName = crewNames[lang];
    const [org, a, b] = await Promise.all([organisation(request), people.create(), people.create()]);
    const shiftAr = (prefix: string) => (org.shifts as { nameEn: string; nameAr?: string }[]).find((s) => s.nameEn.startsWith(prefix));
    const dayName = lang === 'ar' ? (shiftAr('Day')?.nameAr ?? 'Day') : 'Day';
    const nightName = lang === 'ar' ? (shiftAr('Night')?.nameAr ?? 'Night') : 'Night';
    const today = todayIn();

    const page = await sessionIn(browser, 1001, lang);
    await page.getByTestId('side-nav').getByRole('link', { name: w.rosters, exact: true }).click();
    await expect(page).toHaveURL(/\/hr\/rosters$/);

    // The pattern: a week of day shifts with a night on day 3 and two rest days.
    await page.getByRole('button', { name: w.addPattern }).click();
    const patternDialog = page.getByRole('dialog', { name: w.addPattern });
    await patternDialog.getByRole('textbox', { name: new RegExp(`^${w.nameEn}`) }).fill(names.en);
    await patternDialog.getByRole('textbox', { name: new RegExp(`^${w.nameAr}`) }).fill(names.ar);
    await choose(page, patternDialog, w.shiftOf(1), dayName);
    await choose(page, patternDialog, w.shiftOf(3), nightName);
    await expect(patternDialog.getByTestId('cycle-day')).toHaveCount(7);
    await expect(patternDialog.getByTestId('cycle-day').nth(5)).toContainText(w.restDay);
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `pattern-${lang}`);
    await patternDialog.getByRole('button', { name: w.save, exact: true }).click();
    await expect(patternDialog).toBeHidden();
    const patternRow = page.getByTestId('section-patterns').getByRole('row').filter({ hasText: patternName });
    await expect(patternRow.getByTestId('cycle-strip').getByRole('listitem')).toHaveCount(7);

    // The crew, its two people from today, and its pattern from today as cycle day 1.
    await page.getByRole('button', { name: w.addCrew }).click();
    const crewDialog = page.getByRole('dialog', { name: w.addCrew });
    await crewDialog.getByRole('textbox', { name: new RegExp(`^${w.nameEn}`) }).fill(crewNames.en);
    await crewDialog.getByRole('textbox', { name: new RegExp(`^${w.nameAr}`) }).fill(crewNames.ar);
    await crewDialog.getByRole('button', { name: w.save, exact: true }).click();
    await expect(crewDialog).toBeHidden();
    const crewRow = page.getByTestId('section-crews').getByRole('row').filter({ hasText: crewName });
    await crewRow.getByRole('button', { name: w.addPeople(crewName) }).click();
    const members = page.getByRole('dialog', { name: w.addPeople(crewName) });
    for (const p of [a, b]) {
      await members.getByRole('combobox', { name: w.personCode }).fill(String(p.empCode));
      await page.getByRole('option', { name: new RegExp(String(p.empCode)) }).click();
    }
    await expect(members.getByTestId('chosen-person')).toHaveCount(2);
    await members.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.added)).toBeVisible();
    await crewRow.getByRole('button', { name: w.putOn(crewName) }).click();
    const assign = page.getByRole('dialog', { name: w.putOn(crewName) });
    await choose(page, assign, w.pattern, patternName);
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `assign-${lang}`);
    await assign.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.assigned)).toBeVisible();
    await expect(crewRow.getByTestId('crew-pattern')).toContainText(patternName);

    // A crew with members is refused, in the page's language.
    await crewRow.getByRole('button', { name: w.deleteNamed(crewName) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: w.delete, exact: true }).click();
    await expect(page.getByTestId('crews-delete-error')).toContainText(w.inUse);
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `rosters-${lang}`);

    // The roster, filtered by the crew: both work the day shift today and the night on day 3.
    await page.getByTestId('side-nav').getByRole('link', { name: w.roster, exact: true }).click();
    await expect(page).toHaveURL(/\/team\/roster/);
    await choose(page, page.locator('main'), w.crew, crewName);
    const grid = page.getByTestId('roster-grid');
    await expect(grid.locator('tbody tr')).toHaveCount(2);
    const day = (p: { id: number }, date: string) => grid.getByTestId(`roster-person-${p.id}`).locator(`[data-date="${date}"]`).getByRole('button');
    for (const p of [a, b]) {
      await expect(day(p, today)).toHaveAttribute('aria-label', new RegExp(escape(dayName)));
      if ((await grid.getByTestId(`roster-date-${addDays(today, 2)}`).count()) > 0) await expect(day(p, addDays(today, 2))).toHaveAttribute('aria-label', new RegExp(escape(nightName)));
    }
    await expect(grid.getByTestId('roster-working')).toContainText(w.working);
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `roster-${lang}`);

    // From the keyboard: the person's day today, then a rest day with a reason.
    await day(a, today).focus();
    await page.keyboard.press('Enter');
    const override = page.getByRole('dialog', { name: w.overrideTitle });
    await choose(page, override, w.that, w.restDay);
    await override.getByRole('textbox', { name: w.reason }).fill('Training day');
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `override-${lang}`);
    await override.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.dayChanged)).toBeVisible();
    await expect(day(a, today)).toHaveAttribute('aria-label', new RegExp(`${escape(w.restDay)}.*${escape(w.changedByHr)}`));
    await expect(day(b, today)).toHaveAttribute('aria-label', new RegExp(escape(dayName)));
    // The arrows move between people and days (the rows are in name order, and the names are made at random); back to the roster's own day.
    const [upper, lower] = (await day(a, today).getAttribute('data-row')) === '0' ? [a, b] : [b, a];
    await day(upper, today).focus();
    await page.keyboard.press('ArrowDown');
    await expect(day(lower, today)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(day(upper, today)).toBeFocused();
    await day(a, today).focus();
    await page.keyboard.press('Enter');
    await override.getByRole('button', { name: w.backToRoster }).click();
    await expect(page.getByText(w.dayBack)).toBeVisible();
    await expect(day(a, today)).toHaveAttribute('aria-label', new RegExp(escape(dayName)));

    // The whole roster as a spreadsheet.
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('roster-download').click()]);
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  });
}
