#!/usr/bin/env node
// The date-sensitive suites at the instants that have broken HR software before (a time bomb is a
// test, or a rule, that holds today and fails on another day). Each run is a whole suite started at
// that instant with libfaketime (scripts/at.mjs): the tests, the server and its embedded PostgreSQL
// all live at the same moment, and the clock goes on moving from there.
//
//   npm run test:instants                      every instant, unit + API and browser suites
//   npm run test:instants -- --suite api       the unit and API tests only
//   npm run test:instants -- --only leap-day,dst-start
//   npm run test:instants -- --sample 1        CI: one instant, a different one each day
//   npm run test:instants -- --list
//
// The API tests run on the embedded PostgreSQL here (project `server`): a PostgreSQL server outside
// the run (TEST_DATABASE_URL) keeps the real time and would disagree with the tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { libfaketime, parseInstant, runAt } from './at.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where each instant comes from. Cairo is UTC+2 in winter and UTC+3 from the last Friday of April to the last Thursday of October. */
export const INSTANTS = [
  // A whole week, Sunday (the first work day) to Saturday: rules that count work days, weeks and weekends.
  { name: 'sunday', at: '2027-01-10T10:00+02:00', why: 'the first work day of the week' },
  { name: 'monday', at: '2027-01-11T10:00+02:00', why: 'a week day' },
  { name: 'tuesday', at: '2027-01-12T10:00+02:00', why: 'a week day' },
  { name: 'wednesday', at: '2027-01-13T10:00+02:00', why: 'a week day' },
  { name: 'thursday', at: '2027-01-14T10:00+02:00', why: 'the last work day of the week' },
  { name: 'friday', at: '2027-01-15T10:00+02:00', why: 'the weekend: no shift today' },
  { name: 'saturday', at: '2027-01-16T10:00+02:00', why: 'the weekend, the day before the week starts' },
  // Late and early in Cairo: the local date and the UTC date differ, and today's shift is over or not begun.
  { name: 'cairo-23:30', at: '2027-01-12T23:30+02:00', why: 'late evening: the day shift is over, the night shift is on' },
  { name: 'cairo-00:30', at: '2027-01-14T00:30+02:00', why: 'after midnight in Cairo, 22:30 UTC: Cairo is already tomorrow' },
  { name: 'summer-after-22-utc', at: '2027-07-21T01:15+03:00', why: '22:15 UTC in summer time: Cairo is tomorrow by three hours' },
  // Month and year edges.
  { name: 'month-start-00:30', at: '2027-02-01T00:30+02:00', why: 'Cairo is in February, UTC still in January' },
  { name: 'month-end', at: '2027-06-30T14:00+03:00', why: 'the last day of a month' },
  { name: 'year-end-23:30', at: '2026-12-31T23:30+02:00', why: 'the last half hour of a year in Cairo' },
  { name: 'year-end-friday', at: '2027-12-31T12:00+02:00', why: 'the last day of a year, on a weekend' },
  { name: 'leap-day', at: '2028-02-29T10:00+02:00', why: '29 February' },
  // The lunar calendar (Umm al-Qura): Ramadan hours and the Eid holidays.
  { name: 'ramadan-first', at: '2027-02-08T10:00+02:00', why: 'the first day of Ramadan 1448' },
  { name: 'eid-al-fitr', at: '2027-03-09T10:00+02:00', why: 'the first day of Eid al-Fitr 1448' },
  { name: 'eid-al-adha', at: '2027-05-16T10:00+03:00', why: 'the first day of Eid al-Adha 1448' },
  // The nights Egypt's clocks change: a day of 23 hours and a day of 25.
  { name: 'dst-start', at: '2027-04-30T01:30+03:00', why: 'clocks went from 00:00 to 01:00 half an hour ago' },
  { name: 'dst-end', at: '2027-10-28T23:30+02:00', why: 'the hour 23:00–24:00 comes twice; this is its second time' },
  // Later: a date a test wrote as "the future" is in the past by then.
  { name: 'five-years-on', at: '2031-06-15T11:00+03:00', why: 'fixed dates written as the future are in the past' },
];

/**
 * The browser specs that read the date: calendars, rosters, dashboards, attendance, leave,
 * permission and overtime dates, the inbox, the monthly sheet, reports, go-live, Ramadan and Hijri
 * dates (every spec that computes a date from today).
 */
export const BROWSER_SPECS = [
  'approvals.spec.ts',
  'arabic-digits.spec.ts',
  'attendance.spec.ts',
  'attendance-issues.spec.ts',
  'calendar-counts.spec.ts',
  'dashboards.spec.ts',
  'first-day.spec.ts',
  'go-live.spec.ts',
  'hijri.spec.ts',
  'hr-attendance.spec.ts',
  'inbox.spec.ts',
  'job-history.spec.ts',
  'leave-change.spec.ts',
  'leave-flow.spec.ts',
  'leave-hours.spec.ts',
  'narrow-screens.spec.ts',
  'overtime.spec.ts',
  'payroll-months.spec.ts',
  'payroll-sheet.spec.ts',
  'permissions.spec.ts',
  'ramadan.spec.ts',
  'reports.spec.ts',
  'roster.spec.ts',
  'roster-details.spec.ts',
  'shift-swap.spec.ts',
  'team-roster.spec.ts',
  'vacations.spec.ts',
];

const SUITES = {
  api: { name: 'unit and API tests', cmd: 'npx', args: ['vitest', 'run', '--project', 'shared', '--project', 'web', '--project', 'server'] },
  browser: { name: 'browser tests', cmd: 'npx', args: ['playwright', 'test', ...BROWSER_SPECS], cwd: path.join(root, 'e2e') },
};

/** `n` instants, a different set each day (CI): day d takes instants d·n … d·n + n − 1, round the list. */
export function sampleOf(n, dayNumber = Math.floor(Date.now() / 86_400_000)) {
  return Array.from({ length: Math.min(n, INSTANTS.length) }, (_, i) => INSTANTS[(dayNumber * n + i) % INSTANTS.length]);
}

function parseArgs(argv) {
  const o = { suites: ['api', 'browser'], only: null, sample: 0, list: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--suite') o.suites = argv[++i].split(',');
    else if (a === '--only') o.only = argv[++i].split(',');
    else if (a === '--sample') o.sample = Number(argv[++i]);
    else if (a === '--list') o.list = true;
    else throw new Error(`unknown argument ${a}`);
  }
  for (const s of o.suites) if (!SUITES[s]) throw new Error(`unknown suite ${s} (api, browser)`);
  return o;
}

function main() {
  const o = parseArgs(process.argv.slice(2));
  let chosen = o.sample ? sampleOf(o.sample) : INSTANTS;
  if (o.only) {
    chosen = INSTANTS.filter((x) => o.only.includes(x.name));
    const unknown = o.only.filter((n) => !INSTANTS.some((x) => x.name === n));
    if (unknown.length) throw new Error(`unknown instants: ${unknown.join(', ')}`);
  }
  if (o.list) {
    for (const x of INSTANTS) console.log(`${x.name.padEnd(22)} ${x.at.padEnd(24)} ${x.why}`);
    return 0;
  }
  if (!libfaketime()) {
    console.error('libfaketime is not installed (Debian: apt-get install faketime): the suites cannot run at another instant.');
    return 1;
  }
  if (o.suites.includes('browser')) {
    // One build for every instant; the browser suite serves it.
    const b = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) return b.status ?? 1;
  }
  const failed = [];
  for (const x of chosen) {
    for (const key of o.suites) {
      const s = SUITES[key];
      const t0 = Date.now();
      console.log(`\n=== ${s.name} at ${x.name} (${x.at}: ${x.why}) ===`);
      // The API tests on the embedded PostgreSQL only: one outside the run keeps the real time.
      const env = { ...process.env, TEST_DATABASE_URL: '' };
      const status = runAt(parseInstant(x.at), s.cmd, s.args, { cwd: s.cwd ?? root, env });
      console.log(`=== ${s.name} at ${x.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(0)} s ===`);
      if (status !== 0) failed.push(`${s.name} at ${x.name} (${x.at})`);
    }
  }
  if (failed.length) {
    console.error(`\nFailed:\n${failed.map((f) => `  - ${f}`).join('\n')}`);
    return 1;
  }
  console.log(`\nEvery suite passed at ${chosen.length} instant(s).`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.exit(main());
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  }
}
