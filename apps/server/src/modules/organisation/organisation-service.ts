/** The organisation module's services (structure, shifts and holidays, settings and audit); routes import them from here. */
export { getStructure, getSite, getDepartment, getSection, createUnit, updateUnit, deleteSite, deleteDepartment, createSection, updateSection, deleteSection } from './structure-service.js';
export { listShifts, createShift, updateShift, deleteShift, listHolidays, createHoliday, updateHoliday, deleteHoliday, applyHolidayPreset, presetHolidays } from './shift-holiday-service.js';
export { getSettings, updateSettings, setTrackingStart, listAudit } from './settings-service.js';
export { getRamadanYear, saveRamadan, deleteRamadan } from './ramadan-service.js';
