/**
 * The demo organisation loaded into an empty database (DEMO_DATA not 'off'). Every account's
 * password is demo1234, except 1014 who has not activated an account yet (try sign-up) and
 * 1015 who has left the company.
 */
export const DEMO_PASSWORD = 'demo1234';

export const demoSites = [
  { key: 'cai', nameEn: 'Cairo', nameAr: 'القاهرة' },
  { key: 'alx', nameEn: 'Alexandria', nameAr: 'الإسكندرية' },
] as const;

export const demoDepartments = [
  { key: 'hr', nameEn: 'Human Resources', nameAr: 'الموارد البشرية', sections: [
    { key: 'rec', nameEn: 'Recruitment', nameAr: 'التوظيف' },
    { key: 'pay', nameEn: 'Payroll', nameAr: 'الأجور' },
  ] },
  { key: 'ops', nameEn: 'Operations', nameAr: 'العمليات', sections: [
    { key: 'prod', nameEn: 'Production', nameAr: 'الإنتاج' },
    { key: 'qa', nameEn: 'Quality', nameAr: 'الجودة' },
  ] },
  { key: 'fin', nameEn: 'Finance', nameAr: 'المالية', sections: [
    { key: 'acc', nameEn: 'Accounting', nameAr: 'المحاسبة' },
    { key: 'tre', nameEn: 'Treasury', nameAr: 'الخزينة' },
  ] },
] as const;

/** Sunday to Thursday; Friday and Saturday are the weekend. */
export const demoShifts = [
  { key: 'day', nameEn: 'Day', nameAr: 'الوردية الصباحية', startTime: '08:00', endTime: '16:00', graceMinutes: 15, workDays: [0, 1, 2, 3, 4] },
  { key: 'night', nameEn: 'Night', nameAr: 'الوردية الليلية', startTime: '22:00', endTime: '06:00', graceMinutes: 10, workDays: [0, 1, 2, 3, 4] },
] as const;
/** Everyone works the day shift except these. */
export const demoNightShift: readonly number[] = [1009, 1013];

type Site = (typeof demoSites)[number]['key'];
type Dept = (typeof demoDepartments)[number]['key'];

export interface DemoEmployee {
  empCode: number;
  en: string;
  ar: string;
  login: string;
  site: Site;
  dept: Dept;
  section: string;
  manager: number | null;
  roles: string[];
  hrSites?: Site[];
  hire: string;
  birth: string;
  mobile: string;
  language?: 'en' | 'ar';
  password?: false;
  active?: false;
  gender: 'male' | 'female';
  jobTitle: string;
}

export const demoEmployees: DemoEmployee[] = [
  { empCode: 1001, en: 'Mona Hassan', ar: 'منى حسن', login: 'mona.hassan', site: 'cai', dept: 'hr', section: 'rec', manager: null, roles: ['employee', 'hr'], hire: '2012-03-01', birth: '1979-06-14', mobile: '01001234501', gender: 'female', jobTitle: 'HR Manager' },
  { empCode: 1002, en: 'Karim Adel', ar: 'كريم عادل', login: 'karim.adel', site: 'alx', dept: 'hr', section: 'pay', manager: 1001, roles: ['employee', 'site_hr'], hrSites: ['alx'], hire: '2016-09-15', birth: '1986-02-03', mobile: '01001234502', language: 'ar', gender: 'male', jobTitle: 'HR Specialist' },
  { empCode: 1003, en: 'Ahmed Mahmoud', ar: 'أحمد محمود', login: 'ahmed.mahmoud', site: 'cai', dept: 'ops', section: 'prod', manager: null, roles: ['employee', 'manager'], hire: '2010-01-10', birth: '1975-11-22', mobile: '01001234503', gender: 'male', jobTitle: 'Operations Manager' },
  { empCode: 1004, en: 'Sara Ali', ar: 'سارة علي', login: 'sara.ali', site: 'cai', dept: 'ops', section: 'prod', manager: 1003, roles: ['employee', 'supervisor'], hire: '2015-04-05', birth: '1988-08-30', mobile: '01001234504', gender: 'female', jobTitle: 'Production Supervisor' },
  { empCode: 1005, en: 'Omar Khaled', ar: 'عمر خالد', login: 'omar.khaled', site: 'cai', dept: 'ops', section: 'prod', manager: 1004, roles: ['employee'], hire: '2021-07-01', birth: '1996-05-19', mobile: '01001234505', gender: 'male', jobTitle: 'Machine Operator' },
  { empCode: 1006, en: 'Nour Ibrahim', ar: 'نور إبراهيم', login: 'nour.ibrahim', site: 'cai', dept: 'ops', section: 'prod', manager: 1004, roles: ['employee'], hire: '2023-02-12', birth: '1999-12-02', mobile: '01001234506', language: 'ar', gender: 'female', jobTitle: 'Production Technician' },
  { empCode: 1007, en: 'Youssef Samir', ar: 'يوسف سمير', login: 'youssef.samir', site: 'alx', dept: 'ops', section: 'qa', manager: 1003, roles: ['employee', 'supervisor'], hire: '2014-10-20', birth: '1984-03-11', mobile: '01001234507', gender: 'male', jobTitle: 'Quality Supervisor' },
  { empCode: 1008, en: 'Heba Mostafa', ar: 'هبة مصطفى', login: 'heba.mostafa', site: 'alx', dept: 'ops', section: 'qa', manager: 1007, roles: ['employee'], hire: '2019-05-26', birth: '1993-07-07', mobile: '01001234508', gender: 'female', jobTitle: 'Quality Inspector' },
  { empCode: 1009, en: 'Tarek Fathy', ar: 'طارق فتحي', login: 'tarek.fathy', site: 'alx', dept: 'ops', section: 'qa', manager: 1007, roles: ['employee'], hire: '2022-11-01', birth: '1997-01-25', mobile: '01001234509', language: 'ar', gender: 'male', jobTitle: 'Lab Technician' },
  { empCode: 1010, en: 'Laila Farouk', ar: 'ليلى فاروق', login: 'laila.farouk', site: 'cai', dept: 'ops', section: 'prod', manager: 1003, roles: ['employee'], hire: '2018-08-08', birth: '1973-04-16', mobile: '01001234510', gender: 'female', jobTitle: 'Planner' },
  { empCode: 1011, en: 'Mahmoud Salah', ar: 'محمود صلاح', login: 'mahmoud.salah', site: 'cai', dept: 'fin', section: 'acc', manager: null, roles: ['employee', 'manager'], hire: '2011-06-19', birth: '1980-09-09', mobile: '01001234511', gender: 'male', jobTitle: 'Finance Manager' },
  { empCode: 1012, en: 'Dina Youssef', ar: 'دينا يوسف', login: 'dina.youssef', site: 'cai', dept: 'fin', section: 'acc', manager: 1011, roles: ['employee'], hire: '2020-01-15', birth: '1994-10-28', mobile: '01001234512', gender: 'female', jobTitle: 'Accountant' },
  { empCode: 1013, en: 'Mostafa Kamal', ar: 'مصطفى كمال', login: 'mostafa.kamal', site: 'alx', dept: 'fin', section: 'tre', manager: 1011, roles: ['employee'], hire: '2017-03-27', birth: '1990-12-12', mobile: '01001234513', gender: 'male', jobTitle: 'Treasury Officer' },
  { empCode: 1014, en: 'Rania Magdy', ar: 'رانيا مجدي', login: 'rania.magdy', site: 'cai', dept: 'hr', section: 'rec', manager: 1001, roles: ['employee'], hire: '2026-10-01', birth: '2000-06-06', mobile: '01001234514', password: false, gender: 'female', jobTitle: 'Recruiter' },
  { empCode: 1015, en: 'Hany Gamal', ar: 'هاني جمال', login: 'hany.gamal', site: 'alx', dept: 'fin', section: 'tre', manager: 1011, roles: ['employee'], hire: '2013-02-02', birth: '1982-02-20', mobile: '01001234515', active: false, gender: 'male', jobTitle: 'Cashier' },
];

export const demoEmail = (login: string) => `${login}@example.com`;

/**
 * The demo's attendance (a year of believable history): every work day of the
 * last year before the install date from the hire date on, except the person's leave days,
 * sign-in and sign-out times that vary by person and day in a fixed pattern (no randomness), and
 * a few days worth looking at: 1005 forgot to sign in on the last work day (only a sign-out at 17:05, so the day is
 * absent until an attendance issue is approved), 1006 never signed out two work days ago
 * (incomplete), 1008 was absent three work days ago, 1007 came in late on the last work day, and
 * 1005 stayed until 19:10 four work days ago without requesting overtime (a suggestion).
 * `today`, when it is a work day, gets the ordinary pattern too (the caller keeps only what has
 * happened by now), so this week's figures have today's sign-ins in them at any hour.
 * Times are minutes after the work date's local midnight (a night shift's sign-out is past 1440).
 */
export function demoAttendance(
  workDays: readonly string[],
  night: (empCode: number) => boolean,
  onLeave: (empCode: number, date: string) => boolean = () => false,
  today: string | null = null,
): { empCode: number; date: string; type: 'in' | 'out'; minutes: number }[] {
  const days = today ? [...workDays, today] : workDays;
  const out: { empCode: number; date: string; type: 'in' | 'out'; minutes: number }[] = [];
  // The days worth looking at are before today.
  const last = workDays.length - 1;
  for (const e of demoEmployees) {
    if (e.active === false) continue;
    days.forEach((date, i) => {
      if (date < e.hire || onLeave(e.empCode, date)) return;
      const start = night(e.empCode) ? 22 * 60 : 8 * 60;
      let inAt: number | null = start - 20 + ((e.empCode * 7 + i * 13) % 30);
      let outAt: number | null = start + 8 * 60 + ((e.empCode * 11 + i * 5) % 40);
      if (e.empCode === 1005 && i === last) [inAt, outAt] = [null, 17 * 60 + 5];
      if (e.empCode === 1006 && i === last - 1) outAt = null;
      if (e.empCode === 1008 && i === last - 2) [inAt, outAt] = [null, null];
      if (e.empCode === 1007 && i === last) inAt = start + 32;
      if (e.empCode === 1005 && i === last - 3) outAt = 19 * 60 + 10;
      if (inAt !== null) out.push({ empCode: e.empCode, date, type: 'in', minutes: inAt });
      if (outAt !== null) out.push({ empCode: e.empCode, date, type: 'out', minutes: outAt });
    });
  }
  return out;
}

export interface DemoOvertime {
  empCode: number;
  date: string;
  from: string;
  to: string;
  reason: string;
  state: 'requested' | 'approved' | 'rejected';
  /** Who decided (approved or rejected). */
  decidedBy?: number;
  comment?: string;
}

/**
 * The demo's overtime over the last three months, before the attendance weeks (so no request
 * contradicts the recorded days and 1005's late evening stays a suggestion): approved, rejected and
 * waiting requests of several people, on work days (after the 16:00 shift end), rest days and one
 * night worker's early start. `workDays` and `restDays` are oldest first; `planned` is a work day ahead.
 * Decisions follow the reporting line: the nearest manager (1003 for Operations, 1011 for Finance).
 * A request never falls on a day of the person's leave (`free`): it moves to the nearest earlier
 * day of its kind (work day or rest day) on which the person is free and has no other request.
 */
export function demoOvertime(d: {
  workDays: readonly string[];
  restDays: readonly string[];
  planned: string;
  free?: (empCode: number, date: string) => boolean;
}): DemoOvertime[] {
  const w = (n: number) => d.workDays[d.workDays.length - n];
  const r = (n: number) => d.restDays[d.restDays.length - n];
  const list: DemoOvertime[] = [
    { empCode: 1005, date: w(2), from: '16:00', to: '19:00', reason: 'Month-end stock count', state: 'approved', decidedBy: 1003 },
    { empCode: 1005, date: r(3), from: '09:00', to: '15:00', reason: 'Machine changeover on the weekend', state: 'approved', decidedBy: 1003 },
    { empCode: 1005, date: w(14), from: '16:00', to: '18:00', reason: 'Finishing the shift report', state: 'rejected', decidedBy: 1003, comment: 'Not planned with the supervisor' },
    { empCode: 1006, date: w(6), from: '16:00', to: '20:00', reason: 'Urgent customer order', state: 'approved', decidedBy: 1003 },
    { empCode: 1006, date: w(1), from: '16:00', to: '18:30', reason: 'Training a new colleague', state: 'requested' },
    { empCode: 1010, date: r(6), from: '08:00', to: '14:00', reason: 'Annual line maintenance', state: 'approved', decidedBy: 1003 },
    { empCode: 1010, date: d.planned, from: '16:00', to: '19:00', reason: 'Planned: supplier audit preparation', state: 'requested' },
    { empCode: 1008, date: w(10), from: '16:00', to: '21:00', reason: 'Quality hold on a shipment', state: 'approved', decidedBy: 1003 },
    { empCode: 1008, date: w(25), from: '16:00', to: '18:00', reason: 'Re-testing samples', state: 'rejected', decidedBy: 1003, comment: 'Covered by the next shift' },
    { empCode: 1009, date: w(18), from: '19:00', to: '22:00', reason: 'Early start after a line stop', state: 'approved', decidedBy: 1003 },
    { empCode: 1012, date: w(4), from: '16:00', to: '18:00', reason: 'Quarter closing', state: 'approved', decidedBy: 1011 },
    { empCode: 1012, date: w(32), from: '16:00', to: '19:00', reason: 'Audit requests', state: 'approved', decidedBy: 1011 },
    { empCode: 1012, date: w(3), from: '16:00', to: '19:00', reason: 'Payroll reconciliation', state: 'requested' },
    { empCode: 1007, date: w(40), from: '16:00', to: '19:30', reason: 'Supplier visit', state: 'approved', decidedBy: 1003 },
    { empCode: 1003, date: w(5), from: '16:00', to: '20:00', reason: 'Production planning for next quarter', state: 'requested' },
  ];
  const free = d.free ?? (() => true);
  const taken = new Set<string>();
  const placed: DemoOvertime[] = [];
  for (const o of list) {
    if (!o.date) continue;
    const days = d.workDays.includes(o.date) ? d.workDays : d.restDays.includes(o.date) ? d.restDays : [o.date];
    let i = days.indexOf(o.date);
    while (i >= 0 && (!free(o.empCode, days[i]) || taken.has(`${o.empCode}|${days[i]}`))) i--;
    if (i < 0) continue;
    taken.add(`${o.empCode}|${days[i]}`);
    placed.push({ ...o, date: days[i] });
  }
  return placed;
}

export interface DemoLeave {
  empCode: number;
  type: 'annual' | 'casual' | 'sick';
  startDate: string;
  endDate: string;
  reason: string;
}

/**
 * The demo's leave over the last year, approved by each person's manager: a
 * week of Annual leave in the summer or around the holidays, a Casual day or two, a Sick day with
 * its note, and Annual leave planned next month for two people, so the calendars, balances and
 * reports have something real in them. `weeks` are Sundays, oldest first (the last is this
 * week's); `workDay(d)` is the first work day from d on. Dates follow a fixed pattern per person.
 */
export function demoLeave(d: { sundays: readonly string[]; workDay: (date: string) => string; plus: (date: string, n: number) => string }): DemoLeave[] {
  const week = (ago: number) => d.sundays[d.sundays.length - 1 - ago];
  const out: DemoLeave[] = [];
  for (const e of demoEmployees) {
    if (e.active === false || e.password === false) continue;
    const k = e.empCode % 7;
    // A working week of Annual leave, 16 to 28 weeks ago (Sunday to Thursday).
    const annual = week(16 + ((e.empCode * 5) % 13));
    if (annual && annual >= e.hire) out.push({ empCode: e.empCode, type: 'annual', startDate: d.workDay(annual), endDate: d.plus(annual, 4), reason: 'Family holiday' });
    // A Casual day 6 to 12 weeks ago, mid-week.
    const casual = week(6 + k);
    if (casual && casual >= e.hire) out.push({ empCode: e.empCode, type: 'casual', startDate: d.workDay(d.plus(casual, 2)), endDate: d.workDay(d.plus(casual, 2)), reason: 'Personal errand' });
    // A Sick day for every third person, 30 to 40 weeks ago.
    const sick = week(30 + k);
    if (e.empCode % 3 === 0 && sick && sick >= e.hire) out.push({ empCode: e.empCode, type: 'sick', startDate: d.workDay(d.plus(sick, 1)), endDate: d.workDay(d.plus(sick, 1)), reason: 'Flu (note from the doctor)' });
  }
  // Planned: a week of Annual leave three weeks from now for two people.
  const soon = d.plus(week(0), 21);
  for (const code of [1010, 1012]) out.push({ empCode: code, type: 'annual', startDate: d.workDay(soon), endDate: d.plus(soon, 4), reason: 'Planned family trip' });
  return out;
}

export interface DemoPermission {
  empCode: number;
  date: string;
  kind: 'late_arrival' | 'early_leave';
  from: string;
  to: string;
  reason: string;
}

const PERMISSION_REASONS = [
  ['Doctor appointment', 'موعد طبيب'],
  ['School meeting', 'اجتماع في المدرسة'],
  ['Bank errand', 'مشوار في البنك'],
  ['Traffic registration office', 'مكتب المرور'],
] as const;

/**
 * The demo's hourly permissions, approved, over the history before the recent weeks: a
 * late arrival (08:00–09:30) or an early leave (14:30–16:00) about every five weeks for four day
 * workers, never two of a kind in a month. The attendance of those days agrees (withPermissionsTaken).
 * `workDays` are oldest first.
 */
export function demoPermissions(workDays: readonly string[]): DemoPermission[] {
  const out: DemoPermission[] = [];
  const people = [1005, 1006, 1010, 1012];
  people.forEach((empCode, p) => {
    for (let i = 7 + p * 5, n = 0; i < workDays.length; i += 25, n++) {
      const late = (n + p) % 2 === 0;
      const reason = PERMISSION_REASONS[(n + p) % PERMISSION_REASONS.length];
      out.push({ empCode, date: workDays[i], kind: late ? 'late_arrival' : 'early_leave', from: late ? '08:00' : '14:30', to: late ? '09:30' : '16:00', reason: n % 2 ? reason[1] : reason[0] });
    }
  });
  return out;
}
