import type { FastifyInstance } from 'fastify';
import admsRoutes from './adms-routes.js';
import attendanceRoutes, { deviceRoutes, hrDeviceRoutes } from './attendance-routes.js';
import hrAttendanceRoutes from './hr-attendance-routes.js';
// Registers missed-punch reports as a kind of the approval lifecycle.
import './attendance-issue-approval.js';

/** The attendance module: the clock, logs, days, issues and the sheet (/api/attendance), devices (/api/devices, /api/hr/devices), HR's imports and events (/api/hr/attendance), and ZKTeco devices pushing by ADMS (/iclock, at the root as devices expect). */
export async function attendanceModule(app: FastifyInstance) {
  await app.register(attendanceRoutes, { prefix: '/api/attendance' });
  await app.register(hrDeviceRoutes, { prefix: '/api/hr' });
  await app.register(deviceRoutes, { prefix: '/api/devices' });
  await app.register(hrAttendanceRoutes, { prefix: '/api/hr/attendance' });
  await app.register(admsRoutes, { prefix: '/iclock' });
}

export { recoverInterruptedImports } from './attendance-import-service.js';
export { allShifts, approvedLeave } from './attendance-day-repository.js';
export { workDayWindows } from './attendance-windows.js';
export { computeDays } from './attendance-day-service.js';
export { sickBandsOf } from './sick-bands.js';
export type { TComputedDay } from './attendance-day-service.js';
export { countIssueInbox, decideIssues, listIssueInbox, personShifts } from './attendance-issue-service.js';
export {
  adjustmentCells,
  factsOfDays,
  monthDates,
  nextTurn,
  sheetBaseName,
  sheetFile,
  sheetLines,
  sheetRowCells,
} from './attendance-sheet-service.js';
export type { TSheetLine } from './attendance-sheet-service.js';
