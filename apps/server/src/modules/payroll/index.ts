import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../core/context.js';
import { registerIssuedSheets } from '../../core/issued-sheets.js';
import { startRepeating } from '../../core/repeating.js';
import payrollRoutes from './payroll-routes.js';
import { removeStaleClosings } from './payroll-repository.js';
import { issuedSheet, pendingLines } from './payroll-views.js';

// The attendance sheet answers a closed month as issued, and carries late changes into the next.
registerIssuedSheets({ issued: issuedSheet, pending: pendingLines });

/** Payroll months (/api/hr/payroll-months): closing, reopening, versions, late punches. */
export async function payrollModule(app: FastifyInstance) {
  await app.register(payrollRoutes, { prefix: '/api/hr/payroll-months' });
}

/**
 * A closing whose process died mid-way (kill -9, power cut) is removed, so its month is open
 * again and can be closed once more: at start, then every few minutes. A closing takes well under
 * the quarter of an hour it is given.
 */
export function startPayrollSweep(ctx: Ctx, opts: { everyMs?: number; firstAfterMs?: number } = {}) {
  return startRepeating(
    async () => {
      const removed = await removeStaleClosings(ctx.db, 15);
      if (removed) ctx.log.warn(`payroll: ${removed} closing(s) that never finished were removed; their months are open again`);
    },
    { firstAfterMs: opts.firstAfterMs ?? 5_000, everyMs: opts.everyMs ?? 5 * 60_000, onError: (err) => ctx.log.warn(`payroll sweep: ${(err as Error).message}`) },
  );
}
