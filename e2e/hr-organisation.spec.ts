import { createPerson, signInAs, orgYear, todayIn } from './data';
import { expectNoAxeViolations, expect, signIn, test, useLanguage } from './fixtures';

/**
 * HR Service → organisation screens. The database is shared with the other specs, so every
 * unit, shift and holiday made here has a unique name, and the demo's are never changed.
 */
test.describe('HR organisation', () => {
  test('HR adds units, a night shift and a holiday; a unit with people cannot be deleted; the audit log shows it', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const tag = `E2E${Date.now().toString(36)}`;
    // An HR person of this test's own: the audit log filtered to them shows only what this test did.
    const hr = await createPerson(request, info, { role: 'hr', department: 'Human Resources' });
    await useLanguage(page, 'en');
    await signInAs(page, hr);

    // Structure: a site, a department and a section of it.
    await page.getByRole('link', { name: 'Organisation structure' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Organisation structure' })).toBeVisible();
    await expectNoAxeViolations(page);
    const addUnit = async (button: string, nameEn: string, nameAr: string) => {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name in English').fill(nameEn);
      await dialog.getByLabel('Name in Arabic').fill(nameAr);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(nameEn, { exact: true })).toBeVisible();
    };
    await addUnit('Add a site', `${tag} Site`, `موقع ${tag}`);
    await addUnit('Add a department', `${tag} Dept`, `إدارة ${tag}`);
    await addUnit(`Add a section to ${tag} Dept`, `${tag} Section`, `قسم ${tag}`);

    // A demo department with people: refused, and nothing is deleted.
    await page.getByRole('button', { name: 'Delete Operations' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('unit-delete-error')).toContainText(/Operations: This cannot be deleted: \d+ people still belong to it/);
    await expect(page.getByText('Operations', { exact: true })).toBeVisible();

    // A shift that crosses midnight.
    await page.getByRole('link', { name: 'Shifts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shifts' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a shift' }).click();
    const shiftDialog = page.getByRole('dialog');
    await shiftDialog.getByLabel('Name in English').fill(`${tag} Night`);
    await shiftDialog.getByLabel('Name in Arabic').fill(`وردية ليلية ${tag}`);
    await shiftDialog.getByLabel('Starts').fill('22:00');
    await shiftDialog.getByLabel('Ends').fill('06:00');
    await shiftDialog.getByRole('button', { name: 'Save' }).click();
    await expect(shiftDialog).toBeHidden();
    const shiftRow = page.getByRole('row').filter({ hasText: `${tag} Night` });
    await expect(shiftRow).toContainText('22:00–06:00');
    await expect(shiftRow).toContainText('Crosses midnight');
    await expect(shiftRow).toContainText('Sunday, Monday, Tuesday, Wednesday, Thursday');
    await expectNoAxeViolations(page);

    // A holiday next year, for the new site only.
    await page.getByRole('link', { name: 'Public holidays' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Public holidays' })).toBeVisible();
    const year = orgYear() + 2;
    // The first: the Ramadan card below the holidays has a year picker of its own.
    await page.getByRole('combobox', { name: 'Year' }).first().click();
    await page.getByRole('option', { name: String(year) }).click();
    await page.getByRole('button', { name: 'Add a holiday' }).click();
    const holidayDialog = page.getByRole('dialog');
    // The date field (MUI X DatePicker) takes the date typed as DD/MM/YYYY, section by section.
    await holidayDialog.getByRole('group', { name: 'Date' }).click();
    await page.keyboard.press('Home');
    await page.keyboard.type(`1703${year}`);
    await expect(holidayDialog.getByRole('spinbutton', { name: 'Year' })).toHaveText(String(year));
    await holidayDialog.getByLabel('Name in English').fill(`${tag} Day`);
    await holidayDialog.getByLabel('Name in Arabic').fill(`يوم ${tag}`);
    await holidayDialog.getByLabel(`${tag} Site`).check();
    await holidayDialog.getByRole('button', { name: 'Save' }).click();
    await expect(holidayDialog).toBeHidden();
    const holidayRow = page.getByRole('row').filter({ hasText: `${tag} Day` });
    await expect(holidayRow).toContainText(`17/03/${year}`);
    await expect(holidayRow).toContainText(`${tag} Site`);
    await expectNoAxeViolations(page);

    // Settings: saved as they are (other specs rely on them).
    await page.getByRole('link', { name: 'Organisation settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Organisation settings' })).toBeVisible();
    // The time zone is a searchable list: typed and picked with the keyboard.
    const timeZone = page.getByRole('combobox', { name: 'Time zone' });
    await expect(timeZone).toHaveValue('Africa/Cairo');
    await timeZone.fill('riyadh');
    await expect(page.getByRole('option', { name: /^Asia\/Riyadh/ })).toBeVisible();
    await timeZone.fill('cairo');
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(timeZone).toHaveValue('Africa/Cairo');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.getByText('Settings saved.')).toBeVisible();

    // The audit log, filtered to this HR person, shows those changes, with before/after values.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Person (company ID)').fill(String(hr.empCode));
    // From today (typed as DD/MM/YYYY): today's changes stay listed.
    const iso = todayIn();
    const today = `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
    await page.getByRole('group', { name: 'From' }).click();
    await page.keyboard.press('Home');
    await page.keyboard.type(today);
    const rows = page.getByTestId('audit-row');
    // Only this person's entries once the filter applies: before it, a row of another spec's HR
    // (a shift made at the same time) could be the one clicked, and vanish when the list filters.
    await expect(rows.filter({ hasNotText: `(${hr.empCode})` })).toHaveCount(0);
    for (const action of [/Organisation settings/, /Holiday/, /Shift/, /Section/, /Department/, /Site/]) {
      await expect(rows.filter({ hasText: action }).first()).toBeVisible();
    }
    const shiftEntry = rows.filter({ hasText: 'Shift' }).first();
    await shiftEntry.getByRole('button', { name: 'Show the values before and after' }).click();
    await expect(page.getByRole('table', { name: 'Values before and after' }).getByText(`${tag} Night`)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('site HR reads the organisation in Arabic without edit buttons', async ({ page }) => {
    await signIn(page, 1002);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    for (const [path, title] of [
      ['/hr/structure', 'الهيكل التنظيمي'],
      ['/hr/shifts', 'الورديات'],
      ['/hr/holidays', 'العطلات الرسمية'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^(إضافة|تعديل|حذف)/ })).toHaveCount(0);
      // Their menu lists these pages under Site Service, and so does the breadcrumb.
      await expect(page.getByTestId('breadcrumb')).toContainText('خدمات الموقع');
      await expect(page.getByTestId('breadcrumb')).not.toContainText('خدمات الموارد البشرية');
      await expectNoAxeViolations(page);
    }
  });
});
