import type { FastifyInstance } from 'fastify';
import hrEmployeeRoutes from './hr-employee-routes.js';
import { peopleRoutes, selfRoutes } from './people-routes.js';
import teamRoutes from './team-routes.js';

/** The people module: search and the own profile (/api/people, /api/self), the team list (/api/team), HR's employees (/api/hr/employees). */
export async function peopleModule(app: FastifyInstance) {
  await app.register(peopleRoutes, { prefix: '/api/people' });
  await app.register(selfRoutes, { prefix: '/api/self' });
  await app.register(teamRoutes, { prefix: '/api/team' });
  await app.register(hrEmployeeRoutes, { prefix: '/api/hr/employees' });
}

export { uniqueViolation } from './employee-repository.js';
export type { TDirectoryEmployee } from './directory-repository.js';
export { getDirectory, teamMemberIds } from './directory-service.js';
export type { Directory } from './directory-service.js';
export { findPeople, findPeopleForBalance, findPerson, isSiteHrOf } from './person-repository.js';
export type { TPerson } from './person-repository.js';
export { changedJobs, changeJob, syncJobRecords } from './job-history-service.js';
export { assertOvertimeAllowedForMother, motherRecordsById } from './mother-record-service.js';
