import type { FastifyInstance } from 'fastify';
import hrCompanyRoutes from './hr-company-routes.js';
import hrOrganisationRoutes from './hr-organisation-routes.js';
import publicRoutes from './public-routes.js';

/** The organisation module: public settings and /healthz, HR's structure, shifts, holidays, Ramadan, settings and audit (/api/hr). */
export async function organisationModule(app: FastifyInstance) {
  await app.register(publicRoutes);
  await app.register(hrOrganisationRoutes, { prefix: '/api/hr' });
  await app.register(hrCompanyRoutes, { prefix: '/api/hr' });
}

export { audit } from './audit-service.js';
export { listShifts, pgErrorCode, upsertOrganisation } from './organisation-repository.js';
export { holidayApplies, holidaysBetween, shiftExists, shiftWorkDays, siteCoordinates } from './calendar-repository.js';
export { publicSettings } from './settings-service.js';
export { cachedCalendarFacts, holidaysIn, readCalendarFacts } from './calendar-service.js';
export type { TCalendarFacts } from './calendar-service.js';
export { cachedRamadanPeriods } from './ramadan-service.js';
