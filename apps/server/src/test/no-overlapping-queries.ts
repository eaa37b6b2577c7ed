import { afterEach, expect } from 'vitest';

/**
 * pg warns "Calling client.query() when the client is already executing a query is deprecated"
 * when code sends a second query on one client (a transaction's) before the first has answered:
 * they queue anyway (no gain), and pg 9 refuses it. Every server test fails on it, naming where.
 */
// Deep enough to reach the service that sent them.
Error.stackTraceLimit = 60;
const overlaps: string[] = [];
process.on('warning', (w) => {
  if (/already executing a query/.test(w.message)) overlaps.push(w.stack ?? w.message);
});
afterEach(() => {
  const seen = overlaps.splice(0);
  expect(seen, 'queries sent at once on one client (run them one after the other inside a transaction)').toEqual([]);
});
