import type { Locator, Page } from '@playwright/test';
import { addDays, expect, fileLeave, signInAs, test, orgYear, todayIn, clearWeekFrom } from './data';
import { goInApp, useLanguage } from './fixtures';

/**
 * What a laptop and a phone show. At 1366 × 768 with the menu open,
 * a row's actions in Team Absence and the Remaining column of the balances report are on screen
 * without scrolling the table sideways (they stay at the inline end while the rest scrolls). On a
 * 320 px phone in Arabic, an inbox card's date range never breaks across lines, where the
 * right-to-left order would put the dash before the first date and the second date on the next line.
 */
const YEAR = orgYear() + 1;
const typed = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;

const WORDS = {
  en: { from: 'From', report: 'Report attendance issue', reports: 'Reports' },
  ar: { from: 'من', report: 'الإبلاغ عن مشكلة حضور', reports: 'التقارير' },
} as const;

/** The element lies inside the viewport, horizontally. */
async function expectOnScreen(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'the element has a box').not.toBeNull();
  expect(box!.x, 'left edge on screen').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, 'right edge on screen').toBeLessThanOrEqual(width);
}

for (const lang of ['en', 'ar'] as const) {
  const w = WORDS[lang];

  test(`${lang}: at 1366 px with the menu open, Team Absence's actions and the balances' Remaining are on screen`, async ({ page, people }) => {
    test.setTimeout(60_000);
    const supervisor = await people.create({ role: 'supervisor', language: lang });
    // Hired 40 days ago and never signed in: absent on every work day since.
    const employee = await people.create({ manager: supervisor, hireDate: addDays(todayIn(), -40) });
    await page.setViewportSize({ width: 1366, height: 768 });
    await useLanguage(page, lang);
    await signInAs(page, supervisor);
    await expect(page.getByRole('navigation').first()).toBeVisible();

    await goInApp(page, '/team/absent');
    // Every section selected and cleared first, so Home goes to the first one (on a section alone,
    // Home sets that section to its smallest value: a click lands on the year in a narrow field).
    const from = addDays(todayIn(), -30);
    await page.getByRole('group', { name: w.from }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Home');
    await page.keyboard.type(typed(from));
    await expect(page.getByRole('group', { name: w.from })).toContainText(from.slice(0, 4));
    await expect(page.getByTestId('absence-range')).toContainText(`${from.slice(8, 10)}/${from.slice(5, 7)}/${from.slice(0, 4)}`);
    const report = page.getByRole('button', { name: w.report }).first();
    await expect(report).toBeVisible();
    await expectOnScreen(page, report);

    await goInApp(page, '/team/reports');
    const remaining = page.locator(`[data-testid=balances-row][data-emp="${employee.empCode}"] [data-col=remaining]`).first();
    await expect(remaining).toBeVisible();
    await expectOnScreen(page, remaining);
  });
}

test('ar: on a 320 px phone, an inbox card keeps its date range on one line', async ({ page, request, people }) => {
  test.setTimeout(60_000);
  const { supervisor, employee } = await people.team({ language: 'ar' });
  // A working week of March without a holiday (Eid al-Fitr is in March in some years).
  const start = clearWeekFrom(`${YEAR}-03-08`);
  const end = addDays(start, 4);
  await fileLeave(request, employee, { startDate: start, endDate: end, reason: 'E2E phone card' });
  await page.setViewportSize({ width: 320, height: 800 });
  await useLanguage(page, 'ar');
  await signInAs(page, supervisor);
  await goInApp(page, '/inbox');
  // Each date in its own isolate, the dash and its no-break spaces between them (lib/format.ts formatDateRange).
  const shown = `${start.slice(8)}/${start.slice(5, 7)}/${start.slice(0, 4)}\u2069\u00A0–\u2060\u00A0\u2066${end.slice(8)}/${end.slice(5, 7)}/${end.slice(0, 4)}`;
  const line = page.getByText(shown, { exact: false }).first();
  await expect(line).toBeVisible();
  // The range's glyphs all sit on one line box: one top for every rectangle of the range.
  const tops = await line.evaluate((el, text) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      return Array.from(range.getClientRects(), (r) => Math.round(r.top));
    }
    return [];
  }, shown);
  expect(tops.length).toBeGreaterThan(0);
  expect(new Set(tops).size, `rectangles at ${tops.join(', ')}`).toBe(1);
});
