import type { Locator, Page } from '@playwright/test';
import { addDays, clearWeekFrom, expect, fileLeave, orgYear, test } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, shootWidths } from './fixtures';

/**
 * Arabic read on phones (390 px): a range of dates reads start first in both languages wherever it
 * is shown (the inbox card, the calendar's month list, the roster's week): in Arabic the start date
 * stands on the right, where a right-to-left reader meets it first. A range isolated left to right
 * as a whole read end first there («15/12 – 13/12» to an Arabic reader). And a date and time typed
 * in Arabic reads as the app writes it elsewhere: the date, the time, then its ص/م mark.
 */
const SHOTS = process.env.READING_SHOTS ?? '/tmp/reading-order-shots';
const YEAR = orgYear() + 1;
const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const isoOf = (dmy: string) => `${dmy.slice(6, 10)}-${dmy.slice(3, 5)}-${dmy.slice(0, 2)}`;

/**
 * Whether `first` comes before `second` in reading order inside `el`, as the page's reader reads:
 * the upper line first; on one line, the one on the right in a right-to-left page, on the left in
 * a left-to-right one. Both are looked for in one text node (a range is one text).
 */
function readsBefore(el: Locator, first: string, second: string): Promise<boolean> {
  return el.evaluate(
    (root, [a, b]) => {
      const rtl = document.documentElement.dir === 'rtl';
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const i = text.indexOf(a);
        const j = text.indexOf(b, i + a.length);
        if (i < 0 || j < 0) continue;
        const rect = (at: number, length: number) => {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + length);
          return range.getBoundingClientRect();
        };
        const [ra, rb] = [rect(i, a.length), rect(j, b.length)];
        if (Math.abs(ra.top - rb.top) > ra.height / 2) return ra.top < rb.top;
        return rtl ? ra.right > rb.right : ra.left < rb.left;
      }
      throw new Error(`no text holds ${a} then ${b}`);
    },
    [first, second] as const,
  );
}

/** The two dates of the range in an element's text, in the order the text holds them. */
async function rangeIn(el: Locator): Promise<[string, string]> {
  const dates = (await el.innerText()).match(/\d\d\/\d\d\/\d{4}/g) ?? [];
  expect(dates.length, await el.innerText()).toBeGreaterThanOrEqual(2);
  const [from = '', to = ''] = dates;
  return [from, to];
}

async function atPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a range of dates reads start first in the inbox card, the calendar's month list and the roster's week`, async ({ browser, request, people }) => {
    test.setTimeout(120_000);
    const team = await people.team({ language: lang });
    // A working week of March without a holiday, Sunday to Wednesday.
    const start = clearWeekFrom(`${YEAR}-03-08`);
    const end = addDays(start, 3);
    const id = await fileLeave(request, team.employee, { startDate: start, endDate: end, reason: 'E2E reading order' });
    const page = await sessionIn(browser, team.supervisor, lang);
    await atPhoneWidth(page);

    // The inbox card: the leave's line, and nobody else out then ("لا أحد آخر", whoever asks).
    await goInApp(page, '/inbox');
    const card = page.getByTestId(`inbox-item-leave-${id}`);
    await expect(card).toContainText(shown(end));
    expect(await readsBefore(card, shown(start), shown(end))).toBe(true);
    await expect(card.getByTestId('others-out')).toContainText(lang === 'ar' ? 'لا أحد آخر' : 'Nobody else');
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `inbox-${lang}`);
    await atPhoneWidth(page);

    // The calendar's list of the month.
    await goInApp(page, `/team/calendar?month=${start.slice(0, 7)}`);
    const row = page.getByTestId('calendar-list').getByRole('listitem').filter({ hasText: lang === 'ar' ? team.employee.fullNameAr : team.employee.fullNameEn });
    await expect(row).toContainText(shown(end));
    expect(await readsBefore(row, shown(start), shown(end))).toBe(true);
    await shootWidths(page, SHOTS, `calendar-${lang}`);
    await atPhoneWidth(page);

    // The roster's title of a week.
    await goInApp(page, `/team/roster?span=week&date=${start}`);
    const title = page.getByTestId('roster-range');
    await expect(title).toContainText(shown(start).slice(6));
    const [from, to] = await rangeIn(title);
    expect(isoOf(from) < isoOf(to), `${from} – ${to}`).toBe(true);
    expect(await readsBefore(title, from, to)).toBe(true);
    await shootWidths(page, SHOTS, `roster-week-${lang}`);
  });

  test(`${lang}: a typed date and time reads date, time, then its AM/PM mark`, async ({ browser, people }) => {
    const employee = await people.create({ language: lang });
    const page = await sessionIn(browser, employee, lang);
    await atPhoneWidth(page);
    await goInApp(page, '/self/attissue');
    const field = page.getByRole('group').filter({ has: page.getByRole('spinbutton') }).first();
    const spins = field.getByRole('spinbutton');
    await spins.first().click();
    await page.keyboard.type('05122026');
    await page.keyboard.type('0930');
    await page.keyboard.type(lang === 'ar' ? 'م' : 'P');
    await expect(spins.last()).toHaveText(lang === 'ar' ? 'م' : 'PM');
    // Where each part is drawn: the day (first), the minutes and the mark (last).
    const x = async (i: number) => {
      const box = (await spins.nth(i).boundingBox())!;
      return box.x + box.width / 2;
    };
    const [day, minutes, mark] = [await x(0), await x(4), await x(5)];
    if (lang === 'ar') {
      // Right to left: the date on the right, then the time, the mark leftmost (read last).
      expect(day).toBeGreaterThan(minutes);
      expect(minutes).toBeGreaterThan(mark);
    } else {
      expect(day).toBeLessThan(minutes);
      expect(minutes).toBeLessThan(mark);
    }
    await shootWidths(page, SHOTS, `date-time-field-${lang}`);
  });
}
