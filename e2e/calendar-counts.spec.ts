import type { APIRequestContext } from '@playwright/test';
import { addDays, asHr, expect, fileLeave, isDemoWorkDay, test, todayIn, type TPerson, weekdayOf } from './data';
import { expectNoAxeViolations, shootWidths, signIn, useLanguage } from './fixtures';

/**
 * The month calendar at the size of a factory group: a manager whose team is larger than
 * CALENDAR_NAMES_MAX_PEOPLE (300) sees how many are out each day, opens a day by site and by leave
 * type, and from a site its names, a page at a time. Each test imports its own 301 workers under a
 * fresh manager (HR's import) and undoes the import at the end.
 */
const WORKERS = 301;

/** A Sunday about five weeks ahead: a work day in a month of its own, past any notice rule. */
function sundayAhead(): string {
  let d = addDays(todayIn(), 35);
  while (weekdayOf(d) !== 0 || !isDemoWorkDay(d)) d = addDays(d, 1);
  return d;
}

/** 301 workers under `manager`, three in four in Cairo, the rest in Alexandria; returns the import's id and the workers' ids by index. */
async function importWorkers(request: APIRequestContext, manager: TPerson) {
  const hr = await asHr(request);
  // Company IDs of nine digits starting with 1: never a demo ID, a fresh one (digits 2–9) or another test's (the manager's code is in it).
  const code = (i: number) => Number(`1${String(manager.empCode).slice(-5)}${String(i).padStart(3, '0')}`);
  const rows = Array.from({ length: WORKERS }, (_, i) =>
    [code(i), `Worker ${i} ${manager.fullNameEn}`, `عامل ${i} ${manager.fullNameAr}`, `w${code(i)}@example.com`, i % 4 === 3 ? 'Alexandria' : 'Cairo', 'Operations', manager.empCode, '2015-01-01'].join(','),
  );
  const csv = ['empCode,fullNameEn,fullNameAr,email,site,department,managerEmpCode,hireDate', ...rows].join('\n');
  const done = await hr.post<{ importId: number; toCreate: number; errors: unknown[] }>('/hr/employees/import', {
    fileName: `calendar-${manager.empCode}.csv`,
    contentBase64: Buffer.from(csv).toString('base64'),
    apply: true,
  });
  expect(done.errors).toEqual([]);
  const ids = new Map<number, number>();
  for (const i of [0, 1, 2, 3, 7]) {
    const page = await hr.get<{ items: { id: number; empCode: number }[] }>(`/hr/employees?q=${code(i)}`);
    ids.set(i, page.items.find((e) => e.empCode === code(i))!.id);
  }
  return { importId: done.importId, ids };
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a manager of more than 300 people sees a count per day and drills a day down to names`, async ({ page, request, people }) => {
    test.setTimeout(180_000);
    const manager = await people.create({ role: 'manager', language: lang });
    const { importId, ids } = await importWorkers(request, manager);
    try {
      const day = sundayAhead();
      // Five absences that day: workers 0, 1 and 2 in Cairo, 3 and 7 in Alexandria; the manager files them.
      for (const i of [0, 1, 2, 3, 7]) await fileLeave(request, manager, { for: { id: ids.get(i)! } as TPerson, startDate: day, type: i === 7 ? 'casual' : 'annual' });
      const ar = lang === 'ar';
      const w = ar
        ? { note: 'يعرض كل يوم عدد الغائبين', site: 'الموقع', type: 'نوع الإجازة', cairo: 'القاهرة', annual: 'اعتيادي', names: 'اعرض الأسماء: القاهرة', back: 'العودة إلى المجموعات', five: '5 غائبين' }
        : { note: 'each day shows how many are out', site: 'Site', type: 'Leave type', cairo: 'Cairo', annual: 'Annual', names: 'Show the names: Cairo', back: 'Back to the groups', five: '5 people out' };

      await useLanguage(page, lang);
      await signIn(page, manager.empCode, manager.password);
      await page.goto(`/team/calendar?month=${day.slice(0, 7)}`);
      await expect(page.getByTestId('month-calendar')).toHaveAttribute('data-mode', 'counts', { timeout: 15_000 });
      await expect(page.getByTestId('calendar-counts-note')).toContainText(w.note);
      const cell = page.getByTestId(`count-${day}`);
      await expect(cell).toHaveText('5');
      await expect(page.getByTestId('counts-list')).toContainText(w.five);
      await expectNoAxeViolations(page);
      await shootWidths(page, test.info().outputDir, `calendar-counts-${lang}`);

      // The day by site, by leave type, then the names of one site.
      await cell.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('calendar-day-dialog');
      await expect(dialog.getByTestId('day-groups')).toBeVisible();
      await expect(dialog.getByTestId('day-total')).toHaveText(w.five);
      await expect(dialog.getByRole('row', { name: new RegExp(`^${w.cairo} 3`) })).toBeVisible();
      await expectNoAxeViolations(page);
      await shootWidths(page, test.info().outputDir, `calendar-day-${lang}`);
      await dialog.getByRole('button', { name: w.type }).click();
      await expect(dialog.getByRole('row', { name: new RegExp(`^${w.annual} 4`) })).toBeVisible();
      await dialog.getByRole('button', { name: w.site }).click();
      await dialog.getByRole('button', { name: w.names }).click();
      const names = dialog.getByTestId('day-names');
      await expect(names.getByRole('listitem')).toHaveCount(3);
      await expect(names).toContainText(ar ? `عامل 0 ${manager.fullNameAr}` : `Worker 0 ${manager.fullNameEn}`);
      await expectNoAxeViolations(page);
      await shootWidths(page, test.info().outputDir, `calendar-names-${lang}`);
      await dialog.getByRole('button', { name: w.back }).click();
      await expect(dialog.getByTestId('day-groups')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    } finally {
      await (await asHr(request)).post(`/hr/employees/imports/${importId}/undo`);
    }
  });
}
