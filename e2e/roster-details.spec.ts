import type { Page } from '@playwright/test';
import { expect, test } from './data';
import { goInApp, sessionIn, shootWidths } from './fixtures';

const SHOTS = process.env.ROSTER_SHOTS ?? '/tmp/roster-shots';

/**
 * What a new user of rosters ran into, in English and Arabic, in Chromium: a double
 * click on Save made two crews; a date typed in Arabic-Indic digits after Ctrl+A, Backspace lost
 * its first digit.
 */
const WORDS = {
  en: { addCrew: 'Add a crew', nameEn: 'Name in English', nameAr: 'Name in Arabic', save: 'Save', putPeople: 'Put people on a pattern', from: 'From', next: 'Next month', code: 'Person – company ID' },
  ar: { addCrew: 'إضافة فرقة', nameEn: 'الاسم بالإنجليزية', nameAr: 'الاسم بالعربية', save: 'حفظ', putPeople: 'وضع موظفين على نمط', from: 'من', next: 'الشهر التالي', code: 'الموظف – الرقم الوظيفي' },
} as const;

const arabic = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** Clears the date field labelled `label` as a person does (Ctrl+A, Backspace), then types `typed`. */
async function retype(page: Page, label: string, typed: string) {
  const field = page.getByRole('group', { name: new RegExp(`^${label}`) });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(typed);
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a double click on Save makes one crew`, async ({ browser }) => {
    const w = WORDS[lang];
    const tag = `${lang}-${Date.now().toString(36)}`;
    const page = await sessionIn(browser, 1001, lang);
    await goInApp(page, '/hr/rosters');
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/hr/crews') posts += 1;
    });
    await page.getByRole('button', { name: w.addCrew }).click();
    const dialog = page.getByRole('dialog', { name: w.addCrew });
    await dialog.getByRole('textbox', { name: new RegExp(`^${w.nameEn}`) }).fill(`Twice ${tag}`);
    await dialog.getByRole('textbox', { name: new RegExp(`^${w.nameAr}`) }).fill(`مرتين ${tag}`);
    await dialog.getByRole('button', { name: w.save, exact: true }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('section-crews').getByRole('row').filter({ hasText: tag })).toHaveCount(1);
    expect(posts).toBe(1);
  });

  test(`${lang}: a date typed in Arabic-Indic digits after Ctrl+A, Backspace keeps every digit`, async ({ browser }) => {
    const w = WORDS[lang];
    const page = await sessionIn(browser, 1001, lang);
    await goInApp(page, '/hr/rosters');
    await page.getByTestId('assign-people').click();
    const dialog = page.getByRole('dialog', { name: w.putPeople });
    const value = dialog.locator('input[name=fromDate]');
    for (const [typed, shown] of [
      [arabic('01122026'), '01/12/2026'],
      [arabic('15032027'), '15/03/2027'],
      ['01122026', '01/12/2026'],
    ] as const) {
      await retype(page, w.from, typed);
      await expect(value).toHaveValue(shown);
    }
  });

  test(`${lang}: Back returns to the month before; the ID field shows its whole label`, async ({ browser }) => {
    const w = WORDS[lang];
    const page = await sessionIn(browser, 1001, lang);
    await goInApp(page, '/team/roster?span=month');
    const range = page.getByTestId('roster-range');
    const first = await range.innerText();
    await page.getByRole('button', { name: w.next }).click();
    await expect(range).not.toHaveText(first);
    await page.goBack();
    await expect(range).toHaveText(first);
    await shootWidths(page, SHOTS, `details-roster-${lang}`);
    await goInApp(page, '/hr/rosters');
    await shootWidths(page, SHOTS, `details-rosters-${lang}`);
    await page.getByTestId('assign-people').click();
    const code = page.getByRole('dialog', { name: w.putPeople }).getByRole('combobox', { name: w.code });
    // The resting label fits its field (no ellipsis): its text is no wider than the label box.
    const label = page.getByRole('dialog').locator('label', { hasText: w.code });
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(code).toBeVisible();
    await shootWidths(page, SHOTS, `details-assign-${lang}`);
  });
}
