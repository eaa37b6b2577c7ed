/** The overtime module's services, one file per concern; routes and other modules import them from here. */
export { convertibleDays } from './overtime-presenter.js';
export { fileOvertime, cancelOvertime, listMyOvertime, listTeamOvertime } from './overtime-filing.js';
export { exportTeamOvertimeCsv } from './overtime-export.js';
export { suggestMyOvertime } from './overtime-suggestions.js';
export { listOvertimeInbox, countOvertimeInbox, decideOvertime } from './overtime-decisions.js';
export { convertOvertime, convertAllOvertime } from './overtime-conversion.js';
export { getOvertimeSettings, updateOvertimeSettings } from './overtime-settings.js';
export { listMyCompensatoryDays, listCompensatoryDays, updateCompensatoryDay } from './compensatory-days.js';
