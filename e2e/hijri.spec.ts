import { expect, fileLeave, signInAs, test, orgYear, addDays, clearWeekFrom } from './data';
import { expectNoAxeViolations, goInApp, useLanguage } from './fixtures';

/**
 * Hijri dates beside the Gregorian ones: on by default in Arabic, a choice on My account
 * in English; the month calendar shows the month's Hijri span and each day's Hijri day.
 */
test('en: a person turns Hijri dates on in My account, and the calendar shows them', async ({ page, people }) => {
  const me = await people.create({ language: 'en' });
  await useLanguage(page, 'en');
  await signInAs(page, me);
  await goInApp(page, '/self/calendar');
  await expect(page.getByTestId('calendar-month')).toBeVisible();
  await expect(page.getByTestId('hijri')).toHaveCount(0);
  await goInApp(page, '/self/account');
  const setting = page.getByRole('switch', { name: 'Show Hijri dates beside the Gregorian ones' });
  await expect(setting).not.toBeChecked();
  await expect(page.getByText(/From the Umm al-Qura calendar; today is .+ AH\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await setting.click();
  await expect(setting).toBeChecked();
  await expect(page.getByText('Your date setting is saved.')).toBeVisible();
  await goInApp(page, '/self/calendar');
  await expect(page.getByTestId('hijri').first()).toContainText(/AH to .+ AH$/);
  await expect(page.getByTestId('hijri-day').first()).toHaveText(/^\d{1,2}$/);
});

test('ar: Hijri dates show by default, in Arabic-Indic digits', async ({ page, request, people }) => {
  const me = await people.create({ language: 'ar' });
  // Monday to Wednesday of a February week without a holiday (Eid al-Fitr is in February in some years).
  const start = addDays(clearWeekFrom(`${orgYear() + 1}-02-10`), 1);
  await fileLeave(request, me, { startDate: start, endDate: addDays(start, 2), reason: 'E2E Hijri' });
  await useLanguage(page, 'ar');
  await signInAs(page, me);
  // The dashboard's pending request, with its Hijri span.
  await expect(page.getByTestId('pending-widget').getByTestId('hijri')).toContainText(/هـ إلى .+ هـ$/);
  await goInApp(page, '/self/calendar');
  await expect(page.getByTestId('hijri').first()).toContainText(/هـ إلى .+ هـ$/);
  await expect(page.getByTestId('hijri-day').first()).toHaveText(/^[٠-٩]{1,2}$/);
  await expectNoAxeViolations(page);
  await goInApp(page, '/self/account');
  await expect(page.getByRole('switch', { name: 'عرض التاريخ الهجري بجانب الميلادي' })).toBeChecked();
});
