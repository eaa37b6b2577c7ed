import { expect, test } from './data';
import { expectNoAxeViolations, goInApp, sessionIn } from './fixtures';

/**
 * HR switches on a leave type Egyptian law or practice names, in English and
 * Arabic: the presets card on Leave types says what each is, one click adds it, and it appears
 * among the types with its rules in words. Each language adds its own preset (a preset is added once).
 */
const CASES = {
  en: { code: 'exam', add: 'Add Exam', added: 'Added', done: 'Exam was added to the leave types.', words: 'attachment always needed' },
  ar: { code: 'bereavement', add: 'إضافة إجازة وفاة', added: 'مضاف', done: 'أُضيفت إجازة وفاة إلى أنواع الإجازات.', words: 'بحد أقصى 3 أيام متتالية' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const c = CASES[lang];
  test(`${lang}: HR adds an Egyptian preset leave type with one click`, async ({ browser }) => {
    const page = await sessionIn(browser, 1001, lang);
    await goInApp(page, '/hr/leave-types');
    const card = page.getByTestId('leave-presets');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('preset-maternity')).toContainText(lang === 'en' ? 'Four months with pay' : 'أربعة أشهر بأجر');
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: c.add }).click();
    await expect(page.getByText(c.done)).toBeVisible();
    await expect(card.getByTestId(`preset-${c.code}`)).toContainText(c.added);
    await expect(card.getByTestId(`preset-${c.code}`).getByRole('button')).toHaveCount(0);
    // Among the types, with its rules in words.
    const row = page.getByRole('row').filter({ hasText: lang === 'en' ? 'Exam' : 'إجازة وفاة' });
    await expect(row.first()).toBeVisible();
    await expect(row.first()).toContainText(c.words);
  });
}
