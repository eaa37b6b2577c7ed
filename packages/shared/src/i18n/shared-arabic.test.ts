import { describe, expect, it } from 'vitest';
import ar from './ar.js';
import en from './en.js';
import { type TDictionaryTree, leaves } from './dictionary-leaves.js';

type Tree = TDictionaryTree;

/** English texts that differ only in capitals ('Team Overtime', 'Team overtime') say the same thing. */
const same = (s: string) => s.toLowerCase();

/**
 * Arabic that rightly stands for more than one English text: the English texts that may share it,
 * and why. Two cards titled «الغائبون اليوم» gave opposite answers because "Out today" (approved
 * leave) and "Absent today" had become one Arabic title: every other Arabic text shared by English
 * texts that differ must be listed here, or made distinct in ar.ts.
 */
const SHARED: readonly (readonly [arabic: string, english: readonly string[], why: string])[] = [
  ['إغلاق', ['Close', 'Dismiss'], 'dismissing a panel is closing it'],
  ['إلغاء', ['Cancel', 'Undo'], 'undoing an import is cancelling it (its dialog: «إلغاء هذا الاستيراد؟»)'],
  ['حذف', ['Delete', 'Remove', 'Deleted'], 'removing a row deletes it; the audit log names its action with the noun'],
  ['العربية', ['العربية', 'Arabic'], 'the language, by its own name and in English'],
  ['تسجيل الدخول', ['Login', 'Sign in', 'Sign-in', 'Signed in'], 'signing in to the portal; the audit log names its action with the noun'],
  ['تفعيل الحساب', ['Activate your account', 'Activate account', 'Account activation', 'Account activated'], 'one act: the page, its button and the audit log'],
  ['اسم المستخدم', ['Username', 'User Name'], 'one thing, spelt two ways in English'],
  ['إعادة تعيين كلمة المرور', ['Reset Password', 'Password reset'], 'the button and the audit log name one act'],
  ['أهلًا {{name}}', ['Hello {{name}}', 'Welcome, {{name}}'], 'one greeting'],
  ['أهلًا {{name}}، اختر كلمة المرور لتفعيل حسابك.', ['Hello {{name}}, set your password to activate your account.', 'Hello {{name}}, choose your password to activate your account.'], 'the same sentence on two activation pages'],
  ['تسجيل الخروج', ['Log out', 'Signed out'], 'the button and the audit log name one act'],
  ['البريد الصادر', ['Mail outbox', 'Outgoing mail'], 'the outbox page and the settings of the same outgoing mail'],
  ['الموظفون', ['Employees', 'People'], 'the people of a shift or a rotation are its employees'],
  ['الهيكل التنظيمي', ['Organisation structure', 'Organisation'], "the form section of a person's place in the organisation structure"],
  ['المدير المباشر', ['Manager', 'Direct manager', 'line manager'], "a person's manager is their direct (line) manager"],
  ['الحالة', ['Status', 'State'], 'one word for both in Arabic'],
  ['دقائق التأخير', ['Minutes late', 'Late minutes'], 'the same figure'],
  ['إجازة', ['Leave', 'Vacation'], 'one word for both in Arabic'],
  ['لم يحن بعد', ['Not yet', 'Not yet due'], 'the same status of a day to come'],
  ['الكل', ['All', 'Any'], "a filter's no-filter choice"],
  ['أيام الحضور', ['Days attended', 'Days present'], 'the same figure'],
  ['تغيير كلمة المرور', ['Change password', 'Password changed'], 'the page, its button and the audit log name one act'],
  ['تم تغيير كلمة المرور وتسجيل خروجك من الأجهزة الأخرى.', ['Password changed. Your other sessions were signed out.', 'Your password was changed. Other sessions were signed out.'], 'the message and the notification say the same'],
  ['اختر التاريخ', ['Choose date', 'Select date', 'Pick the date'], 'the same ask'],
  ['شهر', ['MM', 'Month'], "the month part's placeholder of a date field is the word month"],
  ['تصحيح', ['Correct', 'Correction'], 'the verb and the noun are one word in Arabic'],
  ['تصحيح سطر في السجل الوظيفي', ['Correct a job row', 'Job history row corrected'], 'the dialog and the audit log name one act'],
  ['السبب', ['Reason', 'Why'], "why a backup was taken is its reason"],
  ['تعديل بيانات موظف', ['Edit employee', 'Employee record changed'], 'the page and the audit log name one act'],
  ['النوع', ['Gender', 'Type'], "Egyptian forms and the national ID card call gender النوع, and the employee import reads that column; no screen has both"],
  ['رقم بطاقة الحضور', ['Attendance badge number', 'Badge number'], 'the same number'],
  ['إرسال رابط إعادة تعيين كلمة المرور', ['Send password reset', 'Password reset link sent', 'Password reset sent'], 'the button and the audit log name one act'],
  ['إضافة موقع', ['Add a site', 'Site added'], 'the button and the audit log name one act'],
  ['إضافة إدارة', ['Add a department', 'Department added'], 'the button and the audit log name one act'],
  ['إضافة قسم', ['Add a section', 'Section added'], 'the button and the audit log name one act'],
  ['إضافة عطلة', ['Add a holiday', 'Holiday added'], 'the button and the audit log name one act'],
  ['إضافة العطلات الرسمية في مصر', ['Fill with Egypt’s holidays', 'Filled with Egypt’s holidays'], 'the button and the audit log name one act'],
  ['بواسطة', ['Who', 'By'], 'who did it'],
  ['عطلة', ['Holiday', 'Hol.'], 'the short form is the word itself in Arabic'],
  ['طلب إجازة', ['Leave request', 'Leave requested', 'Request a vacation'], 'the form, the request and the audit log name one thing'],
  ['طلب عمل إضافي', ['Overtime request', 'Overtime requested', 'Request overtime'], 'the form, the request and the audit log name one thing'],
  ['طلب إذن', ['Permission request', 'Permission requested', 'Request permission'], 'the form, the request and the audit log name one thing'],
  ['استيراد موظفين', ['Employee import', 'Employees imported'], 'the import and the audit log name one act'],
  ['إضافة حركة حضور', ['Clock event added', 'Add an attendance event'], 'the dialog and the audit log name one act'],
  ['حذف حركة حضور', ['Clock event deleted', 'Delete an attendance event'], 'the dialog and the audit log name one act'],
  ['تسوية غياب', ['Absence resolved', 'Resolve an absence'], 'the dialog and the audit log name one act'],
  ['تسجيل جهاز حضور', ['Attendance device registered', 'Register an attendance device'], 'the setup step and the audit log name one act'],
  ['طباعة قسيمة تفعيل', ['Activation slip printed', 'Print activation slip'], 'the button and the audit log name one act'],
  ['استيراد الأرصدة الافتتاحية', ['Opening balances imported', 'Import opening balances'], 'the page and the audit log name one act'],
  ['إضافة نوع إجازة', ['Leave type added', 'Add leave type'], 'the button and the audit log name one act'],
  ['إضافة فرقة', ['Crew added', 'Add a crew'], 'the button and the audit log name one act'],
  ['إضافة نوع إذن', ['Permission type added', 'Add permission type'], 'the button and the audit log name one act'],
  ['إخفاء قائمة الإعداد', ['Setup checklist closed', 'Hide the checklist'], 'the button and the audit log name one act'],
  ['إضافة وردية', ['Shift added', 'Add a shift'], 'the button and the audit log name one act'],
  ['تعديل', ['Changed', 'Edit'], 'the button and the audit log name one act'],
  ['أيام العمل', ['Work days', 'Working days'], 'the same days'],
  ['مواعيد رمضان', ['Ramadan hours', 'Ramadan working hours'], 'the same hours'],
  ['مرفوض', ['Rejected', 'Declined'], 'a handover the colleague declined is refused'],
  ['الموظف', ['Employee', 'Person'], 'the person a row is about is an employee'],
  ['الإجازات', ['Vacations', 'Leave'], 'one word for both in Arabic'],
  ['رقم الموظف', ['Employee ID', 'Company ID'], 'the same number'],
  ['بالساعة', ['Take it by the hour', 'by the hour'], 'the same choice'],
  ['إرسال الطلب', ['Submit request', 'Send the request'], 'the same button'],
  ['السجل', ['History', 'Logs'], 'a record of events'],
  ['رفض', ['Reject', 'Decline'], 'one word for both in Arabic'],
  ['رفض هذا الطلب؟', ['Reject this request?', 'Reject this?'], 'the same question'],
  ['تسجيل الحضور', ['Sign in', 'sign-in'], 'clocking in'],
  ['تسجيل الانصراف', ['Sign out', 'sign-out'], 'clocking out'],
  ['طلب تبديل', ['Swap request', 'Ask for a swap'], 'the request and its button name one thing'],
  ['الموظف – الرقم الوظيفي', ['Employee – company ID', 'Person – company ID'], 'the person is an employee'],
  ['التسويات', ['Adjusted', 'Adjustments'], 'the same column'],
  ['تسوية', ['Adjust', 'Adjustment', 'Resolve'], 'HR settles (تسوية) a balance and an absence alike'],
  ['حضور', ['Sign in', 'Sign-in'], 'a clock-in event'],
  ['انصراف', ['Sign out', 'Sign-out'], 'a clock-out event'],
  ['تحويل إلى إجازة', ['Converted into leave', 'Convert to leave'], 'the button and the resolution name one act'],
  ['م', ['C', 'PM'], "the attendance sheet's one-letter code of confirmed attendance (مؤكد) and the time picker's PM mark; no screen has both"],
  ['مشكلات حضور الموقع', ['Site Attendance issue', 'Site Attendance issues'], 'the menu item and its page'],
  ['اختر التاريخ والوقت', ['Choose date and time', 'Select date and time'], 'the same ask'],
];

const enKeys = leaves(en as unknown as Tree);
const arKeys = leaves(ar as unknown as Tree);

/** Each Arabic text with the English texts (and one key of each) it stands for. */
function englishByArabic(): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, arabic] of arKeys) {
    const english = enKeys.get(key);
    if (english === undefined) continue;
    const texts = out.get(arabic) ?? new Map<string, string>();
    if (!texts.has(same(english))) texts.set(same(english), `${key} (${english})`);
    out.set(arabic, texts);
  }
  return out;
}

describe('Arabic shared by different English texts', () => {
  const byArabic = englishByArabic();

  it('is shared only where the list above says the meanings are one', () => {
    const unexplained: string[] = [];
    for (const [arabic, texts] of byArabic) {
      if (texts.size < 2) continue;
      const allowed = new Set(SHARED.find(([a]) => a === arabic)?.[1].map(same) ?? []);
      const strays = [...texts.keys()].filter((e) => !allowed.has(e));
      // One text outside the list is enough to fail: another meaning was given the same words.
      if (strays.length) unexplained.push(`«${arabic}»: ${[...texts.values()].join(' / ')}`);
    }
    expect(unexplained).toEqual([]);
  });

  it('keeps the list true: every entry still stands for two of its English texts or more', () => {
    const stale = SHARED.filter(([arabic, english]) => english.filter((e) => byArabic.get(arabic)?.has(same(e))).length < 2).map(([arabic]) => arabic);
    expect(stale).toEqual([]);
  });

  it('gives "Out today" (approved leave) and "Absent today" different Arabic titles', () => {
    expect(arKeys.get('dashboard.outToday.title')).not.toBe(arKeys.get('dashboard.team.absentToday'));
  });
});
