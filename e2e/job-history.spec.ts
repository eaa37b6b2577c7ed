import { addDays, expect, test, todayIn } from './data';
import { expectNoAxeViolations, goInApp, sessionIn } from './fixtures';

/**
 * Dated job data in the browser: HR moves a person to the Night shift from a date they choose,
 * the person's page lists both rows with their days, a row entered wrong is corrected with a
 * reason and a row entered by mistake removed. In English and Arabic, on a phone's width too.
 */
const SHOTS = 'test-results/screenshots';
const WORDS = {
  en: { shift: 'Shift', night: /^Night \(/, nightName: 'Night', from: 'These changes hold from', saved: 'Changes saved.', correct: 'Correct', corrected: 'Job row corrected.', removed: 'Job row removed.', now: 'Now', reason: 'Reason' },
  ar: { shift: 'الوردية', night: /^الوردية الليلية \(/, nightName: 'الوردية الليلية', from: 'تسري هذه التغييرات من', saved: 'تم حفظ التعديلات.', correct: 'تصحيح', corrected: 'تم تصحيح السطر.', removed: 'تم حذف السطر.', now: 'الحالي', reason: 'السبب' },
} as const;

/** dd/MM/yyyy, as the date fields are typed and the history shows dates. */
const typed = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

for (const lang of ['en', 'ar'] as const) {
  test(`HR moves a person to another shift from a date, sees the history, corrects and removes a row (${lang})`, async ({ browser, people }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const person = await people.create({ hireDate: '2024-01-01', shift: 'Day' });
    const from = addDays(todayIn(), 14);
    const page = await sessionIn(browser, 1001, lang);
    await goInApp(page, `/hr/employees/${person.id}`);
    const history = page.getByTestId('employee-job-history');
    await expect(history.getByTestId('job-row')).toHaveCount(1);
    // No date is asked until a dated field changes.
    await expect(page.getByTestId('employee-effective-from')).toHaveCount(0);

    await page.getByRole('combobox', { name: w.shift, exact: true }).click();
    await page.getByRole('option', { name: w.night }).click();
    const when = page.getByTestId('employee-effective-from');
    await expect(when).toBeVisible();
    await when.getByRole('group', { name: w.from }).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Home');
    await page.keyboard.type(typed(from));
    await page.getByTestId('employee-save').click();
    await expect(page.getByText(w.saved)).toBeVisible();

    // A transfer planned for a later day: today's row is still in force, the new one starts then.
    await expect(history.getByTestId('job-row')).toHaveCount(2);
    const [newest, first] = [history.getByTestId('job-row').nth(0), history.getByTestId('job-row').nth(1)];
    await expect(newest).toContainText(w.nightName);
    await expect(newest.getByTestId('job-row-dates')).toContainText(new RegExp(`${from.slice(8, 10)}|${from.slice(8, 10).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)])}`));
    await expect(first.getByText(w.now)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/job-history-${lang}.png`, fullPage: true });

    // The date was typed wrong: corrected to the day after, with a reason.
    await newest.getByTestId('job-row-correct').click();
    const dialog = page.getByTestId('job-correct-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('group').first().click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Home');
    await page.keyboard.type(typed(addDays(from, 1)));
    await dialog.getByTestId('job-correct-save').click();
    // A reason is required: nothing changes without one.
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('job-correct-reason').fill('Typed the wrong day');
    await expectNoAxeViolations(page);
    await dialog.getByTestId('job-correct-save').click();
    await expect(page.getByText(w.corrected)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Entered by mistake after all: removed, with a reason; the person has one row again.
    await history.getByTestId('job-row').nth(0).getByTestId('job-row-remove').click();
    const remove = page.getByTestId('job-remove-dialog');
    await remove.getByTestId('job-remove-reason').fill('The transfer was cancelled');
    await remove.getByTestId('job-remove-save').click();
    await expect(page.getByText(w.removed)).toBeVisible();
    await expect(history.getByTestId('job-row')).toHaveCount(1);

    await page.setViewportSize({ width: 390, height: 844 });
    await history.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/job-history-${lang}-phone.png`, fullPage: true });
    await page.context().close();
  });
}
