import { createPerson, expect, signInAs, test } from './data';
import { expectNoAxeViolations, shootWidths, useLanguage } from './fixtures';

/**
 * HR's Labour law page, in English and Arabic: every rule of Law 14/2025 the portal applies, by
 * area, with its article; the reading of Art 124's "with one employer or more" is HR's to choose.
 * The choice is the organisation's: the test puts back the Gazette's reading it found.
 */
const CASES = {
  en: {
    menu: 'Labour law',
    title: 'Labour law rules',
    area: 'Leave types',
    casualArticle: 'Labour Law 14/2025, Art 128 ¶1',
    casual: /Casual leave: up to 7 days a year/,
    reading: 'Reading in force: Ten years of service for 30 days',
    any: /^With one employer or more/,
    here: 'With this employer only',
    save: 'Save',
    saved: 'The reading is saved.',
  },
  ar: {
    menu: 'قانون العمل',
    title: 'قواعد قانون العمل',
    area: 'أنواع الإجازات',
    casualArticle: 'قانون العمل 14 لسنة 2025، المادة 128 فقرة 1',
    casual: /الإجازة العارضة: حتى 7 أيام/,
    reading: 'التفسير المعمول به: عشر سنوات خدمة لاستحقاق 30 يومًا',
    any: /^لدى صاحب عمل أو أكثر/,
    here: 'لدى صاحب العمل هذا فقط',
    save: 'حفظ',
    saved: 'تم حفظ التفسير.',
  },
} as const;

// One after the other: the reading is the organisation's, and each test changes it and puts it back.
test.describe.configure({ mode: 'serial' });

for (const lang of ['en', 'ar'] as const) {
  const c = CASES[lang];
  test(`${lang}: HR reads the labour law's rules with their articles and chooses a reading`, async ({ page, request }, info) => {
    const hr = await createPerson(request, info, { role: 'hr', department: 'Human Resources', language: lang });
    await useLanguage(page, lang);
    await signInAs(page, hr);
    await page.getByRole('navigation').getByRole('link', { name: c.menu, exact: true }).click();
    await expect(page).toHaveURL(/\/hr\/labour-law$/);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    const area = page.getByRole('region', { name: c.area });
    const casual = area.getByTestId('law-rule-casualDays');
    await expect(casual).toContainText(c.casualArticle);
    await expect(casual).toContainText(c.casual);

    // Art 124's reading: the Gazette's words until HR chooses; chosen with the keyboard, saved, kept.
    const tiers = page.getByTestId('law-rule-annualTiers');
    const group = tiers.getByRole('radiogroup', { name: c.reading });
    await expect(group.getByRole('radio', { name: c.any })).toBeChecked();
    const save = tiers.getByRole('button', { name: c.save });
    await expect(save).toBeDisabled();
    await expectNoAxeViolations(page);
    await shootWidths(page, info.outputDir, `labour-law-${lang}`);
    await group.getByRole('radio', { name: c.any }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(group.getByRole('radio', { name: c.here })).toBeChecked();
    await save.click();
    await expect(page.getByText(c.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('law-rule-annualTiers').getByRole('radio', { name: c.here })).toBeChecked();
    // Put the Gazette's reading back.
    await page.getByTestId('law-rule-annualTiers').getByRole('radio', { name: c.any }).check();
    await page.getByTestId('law-rule-annualTiers').getByRole('button', { name: c.save }).click();
    await expect(page.getByTestId('law-rule-annualTiers').getByRole('button', { name: c.save })).toBeDisabled();
  });
}
