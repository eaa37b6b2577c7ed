import type { Database } from './client.js';
import { loadLargeAttendance } from './demo-large-attendance.js';
import { DEMO_PASSWORD } from './demo-data.js';
import { LEAVE_REQUESTS_PER_PERSON_YEAR, loadLargeDemo, loadLargeLeave } from './demo-large.js';
import { loadLargeRosters } from './demo-large-roster.js';

export interface LargeDemoOptions {
  employees: number;
  /** Leave requests; undefined: a year of leave per person (LEAVE_REQUESTS_PER_PERSON_YEAR each). */
  requests?: number;
  events: number;
}

/** One step of `npm run demo:large`: what it makes, and the line it prints ("Added …"). */
export interface LargeDemoStep {
  name: string;
  run(database: Database): Promise<string>;
}

/**
 * The steps of `npm run demo:large`, in order; the command runs and times each. A new kind of
 * data is one more entry here, placed where what it needs already exists: crews and rosters go
 * right after the people (leave day counts and the attendance pattern will follow the roster).
 */
export function largeDemoSteps(opts: LargeDemoOptions): LargeDemoStep[] {
  const requests = opts.requests ?? opts.employees * LEAVE_REQUESTS_PER_PERSON_YEAR;
  const steps: LargeDemoStep[] = [
    {
      name: 'people',
      async run({ db }) {
        const r = await db.transaction((tx) => loadLargeDemo(tx, opts.employees));
        return `Added ${r.employees} employees (top manager: company ID ${r.topManagerEmpCode}; password ${DEMO_PASSWORD})`;
      },
    },
    {
      name: 'rosters',
      async run({ db }) {
        const r = await db.transaction((tx) => loadLargeRosters(tx));
        return `Added ${r.crews} crews on rotating rosters with ${r.people} people`;
      },
    },
    {
      name: 'leave',
      async run({ db }) {
        return `Added ${await db.transaction((tx) => loadLargeLeave(tx, requests))} leave requests`;
      },
    },
    {
      name: 'attendance',
      async run(database) {
        return `Added ${await loadLargeAttendance(database, opts.events)} attendance events`;
      },
    },
  ];
  return steps.filter((s) => (s.name === 'leave' ? requests > 0 : s.name === 'attendance' ? opts.events > 0 : true));
}
