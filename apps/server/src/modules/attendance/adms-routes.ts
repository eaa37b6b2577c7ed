import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMS_BODY_LIMIT, isSerialNumber } from './adms-protocol.js';
import * as admsService from './adms-service.js';

/** Requests a serial number may make in a minute: a device polls every 10 s and pushes in real time. */
const ADMS_RATE_LIMIT = 300;

type TQuery = { SN?: unknown; table?: unknown; Stamp?: unknown };

const text = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * /iclock: the ZKTeco ADMS push protocol (issue 16). Devices are set to the portal's address,
 * so these routes are at the root, not under /api; they answer plain text as devices expect,
 * and the body of a push is plain text (tab-separated lines) whatever content type the device
 * names. A device is known by its registered serial number (SN=…); any other is refused and
 * shown to HR.
 */
export default async function admsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // Devices send text/plain, some nothing or application/octet-stream: every body is read as text, in this plugin only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: ADMS_BODY_LIMIT }, (_req, body, done) => done(null, body));

  const serialOf = (req: FastifyRequest) => (req.query as TQuery).SN;
  const rateLimit = { max: ADMS_RATE_LIMIT, timeWindow: 60_000, keyGenerator: (req: FastifyRequest) => `adms:${isSerialNumber(serialOf(req)) ? String(serialOf(req)) : req.ip}` };
  const config = { rateLimit };

  /** The device behind SN=…, or the refusal already sent (a bad serial: 400; unknown or revoked: 404, recorded for HR). */
  async function deviceOf(req: FastifyRequest, reply: FastifyReply) {
    const sn = serialOf(req);
    if (!isSerialNumber(sn)) {
      await text(reply, 400, 'ERROR: bad serial number');
      return null;
    }
    const device = await admsService.admsDevice(ctx, sn, req.ip);
    if (!device) await text(reply, 404, 'ERROR: unknown device');
    return device;
  }

  app.get('/cdata', { config, schema: { tags: ['devices'], summary: 'ADMS handshake: the options a registered device reads (plain text)' } }, async (req, reply) => {
    const device = await deviceOf(req, reply);
    if (!device) return reply;
    return text(reply, 200, await admsService.handshake(ctx, device));
  });

  app.post('/cdata', { config, bodyLimit: ADMS_BODY_LIMIT, schema: { tags: ['devices'], summary: 'ADMS push: ATTLOG lines become sign-ins and sign-outs; other tables are acknowledged and ignored' } }, async (req, reply) => {
    const device = await deviceOf(req, reply);
    if (!device) return reply;
    const { table, Stamp } = req.query as TQuery;
    if (table !== 'ATTLOG') return text(reply, 200, 'OK');
    const body = typeof req.body === 'string' ? req.body : '';
    const result = await admsService.receiveAttlog(ctx, device, body, typeof Stamp === 'string' ? Stamp : undefined);
    if (!result) return text(reply, 413, 'ERROR: too many lines');
    // Skipped lines (unknown PINs, malformed) are counted in the log, a warning when there are any.
    req.log[result.unknownPins || result.malformed ? 'warn' : 'info']({ device: device.id, ...result }, 'adms attlog');
    return text(reply, 200, `OK: ${result.accepted}`);
  });

  app.get('/getrequest', { config, schema: { tags: ['devices'], summary: 'ADMS poll for commands: there are none' } }, async (req, reply) => {
    const device = await deviceOf(req, reply);
    if (!device) return reply;
    await admsService.poll(ctx, device);
    return text(reply, 200, 'OK');
  });

  app.post('/devicecmd', { config, bodyLimit: 65_536, schema: { tags: ['devices'], summary: 'ADMS command results: acknowledged' } }, async (req, reply) => {
    const device = await deviceOf(req, reply);
    if (!device) return reply;
    return text(reply, 200, 'OK');
  });
}
