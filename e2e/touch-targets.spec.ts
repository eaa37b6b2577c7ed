import type { Browser, Page } from '@playwright/test';
import { addDays, clearWeekFrom, expect, fileLeave, orgYear, test, type TPerson } from './data';
import { goInApp, signIn, switchLanguageForVisit, useLanguage } from './fixtures';

/**
 * On a phone every control a finger taps is at least 44 × 44 px (WCAG 2.5.5; the phone makers'
 * guides): a touch screen (hasTouch, isMobile) 390 px wide, in English and Arabic, on the pages
 * people use from their phones: the dashboard (the clock, the year and month arrows, the menu),
 * the inbox (accept and decline), the leave form, the permission dialog, the team's roster week
 * and the calendar. Every visible button, link, field, checkbox and tab is measured; a field counts
 * by its whole box (what a tap focuses), a checkbox by its button.
 *
 * Allowed below 44 px, named one by one in INLINE_LINKS: links inside a sentence (WCAG's inline
 * exception), which would break the line they sit in.
 */
const MIN = 44;
/** None on these pages yet: a link inside a sentence (a paragraph's) would be named here. */
const INLINE_LINKS: readonly string[] = [];
const SHOTS = process.env.TOUCH_SHOTS ?? '/tmp/touch-shots';

interface TSmall {
  what: string;
  width: number;
  height: number;
}

/** Every visible target on the page smaller than MIN in either direction (the allowed inline links aside). */
function smallTargets(page: Page): Promise<TSmall[]> {
  return page.evaluate(
    ({ min, inline }) => {
      const selector = [
        'button',
        'a[href]',
        '[role=button]',
        '[role=link]',
        '[role=tab]',
        '[role=checkbox]',
        '[role=radio]',
        '[role=switch]',
        '[role=combobox]',
        '[role=menuitem]',
        'input:not([type=hidden])',
        'textarea',
        'select',
      ].join(',');
      const targetOf = (el: Element): Element => {
        if (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type)) return el.closest('.MuiSwitch-root, .MuiButtonBase-root') ?? el;
        return el.closest('.MuiInputBase-root, .MuiPickersInputBase-root') ?? el;
      };
      const shown = (el: Element) => {
        if (el.closest('[aria-hidden=true], [inert]')) return false;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0;
      };
      const seen = new Set<Element>();
      const small: { what: string; width: number; height: number }[] = [];
      for (const el of Array.from(document.querySelectorAll(selector))) {
        if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue;
        if (inline.some((s) => el.matches(s))) continue;
        const target = targetOf(el);
        if (seen.has(target) || !shown(el) || !shown(target)) continue;
        seen.add(target);
        const r = target.getBoundingClientRect();
        if (r.width + 0.5 < min || r.height + 0.5 < min) {
          const name = el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 40) || el.getAttribute('name') || el.getAttribute('data-testid') || '';
          small.push({ what: `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${name}"`, width: Math.round(r.width), height: Math.round(r.height) });
        }
      }
      return small;
    },
    { min: MIN, inline: INLINE_LINKS },
  );
}

/** A phone: 390 × 844, a touch screen, signed in as `who` in `lang`. */
async function phoneOf(browser: Browser, who: TPerson, lang: 'en' | 'ar'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await useLanguage(page, lang);
  await signIn(page, who.empCode, who.password);
  await switchLanguageForVisit(page, lang);
  return page;
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: on a 390 px touch screen every target is at least 44 × 44 px`, async ({ browser, request, people }) => {
    test.setTimeout(120_000);
    const { supervisor, employee, colleague } = await people.team({ language: lang });
    // A leave request the colleague is asked to cover: their inbox has Accept and Decline.
    const start = clearWeekFrom(`${orgYear() + 1}-04-04`);
    await fileLeave(request, employee, { startDate: start, endDate: addDays(start, 2), handover: colleague, reason: 'E2E touch' });
    const found: Record<string, TSmall[]> = {};
    const measure = async (page: Page, name: string) => {
      found[name] = await smallTargets(page);
      // Pictures are for people to look at: CI (nobody looks) skips them unless E2E_SHOTS=1.
      if (!process.env.CI || process.env.E2E_SHOTS) await page.screenshot({ path: `${SHOTS}/${name.replace(/ /g, '-')}-${lang}.png`, fullPage: true });
    };

    const phone = await phoneOf(browser, employee, lang);
    // The phone's touch screen is what the app sees (the rule applies to it).
    expect(await phone.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await expect(phone.getByTestId('clock-card').getByRole('button').first()).toBeVisible();
    await expect(phone.getByTestId('balances-year')).toBeVisible();
    await expect(phone.getByTestId('month-previous')).toBeVisible();
    await measure(phone, 'dashboard');
    await phone.getByTestId('nav-mobile-toggle').click();
    await expect(phone.getByTestId('side-nav').last()).toBeVisible();
    await measure(phone, 'menu');
    await phone.keyboard.press('Escape');

    await goInApp(phone, '/self/vacrequest');
    await expect(phone.getByTestId('vacation-form')).toBeVisible();
    await measure(phone, 'leave form');

    await goInApp(phone, '/self/permissions');
    await phone.getByTestId('permission-new').click();
    await expect(phone.getByTestId('permission-dialog')).toBeVisible();
    await measure(phone, 'permission dialog');
    await phone.getByTestId('permission-cancel').click();
    await expect(phone.getByTestId('permission-dialog')).toBeHidden();

    await goInApp(phone, '/self/calendar');
    await expect(phone.getByTestId('calendar-grid')).toBeVisible();
    await expect(phone.getByTestId('month-calendar').getByRole('progressbar')).toHaveCount(0);
    await measure(phone, 'calendar');

    const inbox = await phoneOf(browser, colleague, lang);
    await goInApp(inbox, '/inbox');
    await expect(inbox.locator('[data-testid^=inbox-item-handover-]').first()).toBeVisible();
    await measure(inbox, 'inbox');

    const boss = await phoneOf(browser, supervisor, lang);
    await goInApp(boss, '/team/roster');
    await expect(boss.getByTestId('roster-previous')).toBeVisible();
    await expect(boss.getByTestId('roster-grid').getByTestId('roster-cell').first()).toBeVisible();
    await measure(boss, 'roster week');
    await goInApp(boss, '/team/calendar');
    await expect(boss.getByTestId('calendar-grid')).toBeVisible();
    await expect(boss.getByTestId('month-calendar')).toHaveAttribute('data-mode', 'names');
    await expect(boss.getByTestId('month-calendar').getByRole('progressbar')).toHaveCount(0);
    await measure(boss, 'team calendar');

    const small = Object.entries(found).flatMap(([where, list]) => list.map((x) => `${where}: ${x.what} ${x.width} × ${x.height}`));
    expect(small).toEqual([]);
  });
}
