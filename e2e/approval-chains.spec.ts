import type { Locator, Page } from '@playwright/test';
import { asHr, createLeaveType, expect, test } from './data';
import { expectNoAxeViolations, sessionIn, shootWidths, switchLanguageForVisit } from './fixtures';

/**
 * HR's approval chains page, in English and in Arabic: HR opens it from the menu, opens
 * the chain of a leave type the test creates (so no other test's requests ever meet it), tries it
 * on the demo's Omar Khaled (1005, whose line manager is the supervisor Sara Ali, 1004), makes it
 * [Line manager, a named person, HR] with the demo's finance manager Mahmoud Salah (1011) as the
 * named person, is told to name the person while the step is empty, sees who decides each step,
 * saves, reloads and finds it kept. Demo accounts are only read; the leave type (and with it its
 * chain) is deleted at the end.
 */
const SHOTS = process.env.CHAIN_SHOTS ?? '/tmp/chain-shots';

const WORDS = {
  en: {
    menu: 'Approval chains',
    title: 'Approval chains',
    previewCode: 'Person – company ID',
    add: 'Add a step',
    approver: (n: number) => `Who approves step ${n}`,
    personName: (n: number) => `Person for step ${n}`,
    personCode: (n: number) => `Company ID (step ${n})`,
    manager: "Line manager (on the person's record)",
    named: 'A named person',
    hr: 'HR',
    required: 'This field is required.',
    heading: 'Who decides for Omar Khaled',
    sara: 'Sara Ali',
    mahmoudName: 'Mahmoud Salah',
    anyoneInHr: 'Anyone in HR',
    incomplete: 'Choose the person of every named step to see who decides.',
    save: 'Save chain',
    saved: 'Chain saved.',
  },
  ar: {
    menu: 'سلاسل الموافقات',
    title: 'سلاسل الموافقات',
    previewCode: 'الشخص – الرقم الوظيفي',
    add: 'إضافة خطوة',
    approver: (n: number) => `من يوافق في الخطوة ${n}`,
    personName: (n: number) => `الشخص في الخطوة ${n}`,
    personCode: (n: number) => `الرقم الوظيفي (الخطوة ${n})`,
    manager: 'المدير المباشر (المسجل في ملف الموظف)',
    named: 'شخص محدد',
    hr: 'الموارد البشرية',
    required: 'هذا الحقل مطلوب.',
    heading: 'من يقرّر لـعمر خالد',
    sara: 'سارة علي',
    mahmoudName: 'محمود صلاح',
    anyoneInHr: 'أي موظف في الموارد البشرية',
    incomplete: 'اختر الشخص في كل خطوة لشخص محدد لترى من يقرّر.',
    save: 'حفظ السلسلة',
    saved: 'تم حفظ السلسلة.',
  },
} as const;

interface TChain {
  kind: string;
  leaveTypeId: number | null;
  steps: { approver: string; personId: number | null }[];
  escalateAfterDays: number | null;
}

/** Picks `option` in the select labelled `label`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: HR makes a leave type's chain manager, a named person and HR, previews it for a person, saves it and finds it kept`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const w = WORDS[lang];
    const hr = await asHr(request);
    const tag = `${lang}-${Date.now().toString(36)}`;
    const type = await createLeaveType(hr, { nameEn: `Chain ${tag}`, nameAr: `سلسلة ${tag}` });
    const ofType = (items: TChain[]) => items.find((c) => c.kind === 'leave' && c.leaveTypeId === type.id);
    try {
      const page = await sessionIn(browser, 1001, lang);
      await page.getByTestId('side-nav').getByRole('link', { name: w.menu }).click();
      await expect(page).toHaveURL(/\/hr\/approval-chains$/);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      // Leave types start closed: the title opens the editor.
      const card = page.locator(`[data-testid=chain-card][data-leave-type="${type.id}"]`);
      await card.getByTestId('chain-toggle').click();
      await expect(card.getByTestId('chain-toggle')).toContainText(lang === 'ar' ? type.nameAr : type.nameEn);
      await expect(card.getByTestId('chain-step')).toHaveCount(1);

      // The person every card's preview tries its steps on.
      await page.getByTestId('preview-person').getByRole('combobox', { name: w.previewCode }).fill('1005');
      await page.getByRole('option', { name: /1005/ }).click();
      const preview = card.getByTestId('chain-preview');
      await expect(preview.getByRole('heading', { name: w.heading })).toBeVisible();

      // From the type's flow (the manager), add two steps: the second names a person, the third is HR.
      await expect(card.getByRole('combobox', { name: w.approver(1) })).toHaveText(w.manager);
      // Two steps added from the keyboard.
      await card.getByRole('button', { name: w.add }).focus();
      await page.keyboard.press('Enter');
      await card.getByRole('button', { name: w.add }).focus();
      await page.keyboard.press('Space');
      await expect(card.getByTestId('chain-step')).toHaveCount(3);
      await choose(page, card, w.approver(2), w.named);
      await choose(page, card, w.approver(3), w.hr);
      await expect(preview).toContainText(w.incomplete);

      // Saved with nobody named: the schema the route uses says so under the picker, and nothing is saved.
      await card.getByRole('button', { name: w.save }).click();
      const picker = card.getByTestId('step-person');
      await expect(picker.getByText(w.required)).toBeVisible();
      await expect(picker.getByRole('combobox', { name: w.personName(2), exact: true })).toHaveAttribute('aria-invalid', 'true');
      // The server refuses the same chain with the same message.
      const refused = await hr.raw('PUT', '/hr/approval-chains', { chains: [{ kind: 'leave', leaveTypeId: type.id, steps: [{ approver: 'manager' }, { approver: 'person' }], escalateAfterDays: null }], reroute: false });
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'chains.0.steps.1.personId', message: 'validation.required' }] });

      await picker.getByRole('combobox', { name: w.personCode(2) }).fill('1011');
      await page.getByRole('option', { name: /1011/ }).click();
      await expect(picker.getByText(w.required)).toHaveCount(0);

      // Who decides each step of his leave for Omar: his line manager Sara, then Mahmoud, then anyone in HR.
      const steps = preview.getByTestId('preview-step');
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(0)).toContainText(w.sara);
      await expect(steps.nth(0)).toContainText('1004');
      await expect(steps.nth(1)).toContainText(w.mahmoudName);
      await expect(steps.nth(1)).toContainText('1011');
      await expect(steps.nth(2)).toContainText(w.anyoneInHr);
      await expect(preview.getByTestId('preview-falls-to-hr')).toHaveCount(0);
      await expect(preview).toHaveAttribute('aria-busy', 'false');
      await expectNoAxeViolations(page);
      await shootWidths(page, SHOTS, `chains-${lang}`);

      // Saved without moving the demo's waiting requests, then read again from the server.
      await card.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved)).toBeVisible();
      await page.reload();
      await switchLanguageForVisit(page, lang);
      await card.getByTestId('chain-toggle').click();
      await expect(card.getByTestId('chain-step')).toHaveCount(3);
      await expect(card.getByRole('combobox', { name: w.approver(1) })).toHaveText(w.manager);
      await expect(card.getByRole('combobox', { name: w.approver(2) })).toHaveText(w.named);
      await expect(card.getByRole('combobox', { name: w.approver(3) })).toHaveText(w.hr);
      await expect(card.getByRole('combobox', { name: w.personName(2), exact: true })).toHaveValue(w.mahmoudName);
      const saved = ofType((await hr.get<{ items: TChain[] }>('/hr/approval-chains')).items);
      expect(saved?.steps.map((s) => [s.approver, s.personId])).toEqual([
        ['manager', null],
        ['person', expect.any(Number)],
        ['hr', null],
      ]);
    } finally {
      // The type goes, and its chain with it.
      await hr.raw('DELETE', `/hr/leave-types/${type.id}`);
    }
    expect(ofType((await hr.get<{ items: TChain[] }>('/hr/approval-chains')).items)).toBeUndefined();
  });
}
