import { apiAs, expect, fileLeave, signInAs, test, orgYear, clearWeekFrom, addDays } from './data';
import { expectNoAxeViolations, goInApp, useLanguage } from './fixtures';

/**
 * Approved leave changed after the fact, in English and Arabic: the employee
 * opens their approved leave and asks to end it earlier (English) or to cancel it (Arabic), with a
 * reason; the supervisor finds the ask in the one inbox with the leave and approves it; the leave
 * then shows its new end and count, or is cancelled. Dates in May of next year.
 */
const YEAR = orgYear() + 1;
/** The Sunday of a working week of May next year without a holiday (Eid al-Adha is in May in some years), plus `plus` days. */
function day(plus: number): string {
  return addDays(clearWeekFrom(`${YEAR}-05-08`), plus);
}
const typed = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

const WORDS = {
  en: {
    button: 'Ask to cancel or shorten',
    title: 'Change approved leave',
    cancel: 'Cancel the whole leave',
    shorten: 'End it earlier',
    endDate: 'New last day',
    reason: 'Reason',
    save: 'Save',
    sent: 'Sent: your approver decides.',
    approve: 'Approve',
    approveItem: /^Approve:/,
    done: 'Done.',
    cancelled: 'Cancelled',
  },
  ar: {
    button: 'طلب إلغاء الإجازة أو تقصيرها',
    title: 'تغيير إجازة معتمدة',
    cancel: 'إلغاء الإجازة كلها',
    shorten: 'إنهاؤها مبكرًا',
    endDate: 'آخر يوم جديد',
    reason: 'السبب',
    save: 'حفظ',
    sent: 'تم الإرسال: سيقرّر المعتمِد.',
    approve: 'موافقة',
    approveItem: /^الموافقة:/,
    done: 'تم.',
    cancelled: 'ملغى',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const w = WORDS[lang];
  const kind = lang === 'en' ? 'shorten' : 'cancel';

  test(`${lang}: the employee asks to ${kind} approved leave and the supervisor approves it in the inbox`, async ({ page, browser, request, people }) => {
    test.setTimeout(90_000);
    const { supervisor, employee } = await people.team({ language: lang });
    // Sunday to Thursday: five working days, approved.
    const id = await fileLeave(request, employee, { startDate: day(0), endDate: day(4), reason: 'E2E change' });
    const boss = await apiAs(request, supervisor);
    await boss.post(`/leave/requests/${id}/approve`, { comment: '' });

    await useLanguage(page, lang);
    await signInAs(page, employee);
    await goInApp(page, `/vacations/${id}`);
    await page.getByRole('button', { name: w.button }).click();
    const dialog = page.getByRole('dialog', { name: w.title });
    await dialog.getByRole('radio', { name: w[kind] }).check();
    if (kind === 'shorten') {
      await dialog.getByRole('group', { name: new RegExp(`^${w.endDate}`) }).click();
      await page.keyboard.press('Home');
      await page.keyboard.type(typed(day(1)));
    }
    await dialog.getByRole('textbox', { name: new RegExp(`^${w.reason}`) }).fill('The project moved');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.sent)).toBeVisible();
    await expect(page.getByTestId('vacation-change-pending')).toContainText('The project moved');

    const sup = await (await browser.newContext()).newPage();
    await useLanguage(sup, lang);
    await signInAs(sup, supervisor);
    await sup.goto('/inbox');
    const item = sup.getByTestId(`inbox-item-leave-${id}`);
    await expect(item.getByTestId('change')).toContainText('The project moved');
    await expectNoAxeViolations(sup);
    await item.getByRole('button', { name: w.approveItem }).click();
    await sup.getByRole('dialog').getByRole('button', { name: w.approve }).click();
    await expect(sup.getByTestId(`inbox-item-leave-${id}`)).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('vacation-change-pending')).toHaveCount(0);
    if (kind === 'shorten') {
      await expect(page.getByTestId('detail-days')).toHaveText('2');
    } else {
      await expect(page.getByTestId('detail-state')).toContainText(w.cancelled);
    }
  });
}
