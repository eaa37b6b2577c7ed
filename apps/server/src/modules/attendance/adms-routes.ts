import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMS_BODY_LIMIT, formFields, isSerialNumber } from './adms-protocol.js';
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

  const handshake = async (req: FastifyRequest, reply: FastifyReply) => {
    const device = await deviceOf(req, reply);
    if (!device) return reply;
    return text(reply, 200, await admsService.handshake(ctx, device));
  };
  const push = async (req: FastifyRequest, reply: FastifyReply) => {
    const device = await deviceOf(req, reply);
    if (!device) return reply;
    const body = typeof req.body === 'string' ? req.body : '';
    // Some firmware names the table and stamp in a form body (table=ATTLOG&Stamp=…&data=…), not the query.
    const form = formFields(body);
    const q = req.query as TQuery;
    const table = typeof q.table === 'string' ? q.table : form.table;
    const stamp = typeof q.Stamp === 'string' ? q.Stamp : form.stamp;
    if (table?.toUpperCase() !== 'ATTLOG') return text(reply, 200, 'OK');
    const result = await admsService.receiveAttlog(ctx, device, body, stamp);
    if (!result) return text(reply, 413, 'ERROR: too many lines');
    // Unknown PINs (kept for HR) and malformed lines are counted in the log, a warning when there are any.
    req.log[result.unknownPins || result.malformed ? 'warn' : 'info']({ device: device.id, ...result }, 'adms attlog');
    return text(reply, 200, `OK: ${result.accepted + result.unknownPins}`);
  };
  const poll = async (req: FastifyRequest, reply: FastifyReply) => {
    const device = await deviceOf(req, reply);
    if (!device) return reply;
    await admsService.poll(ctx, device);
    return text(reply, 200, 'OK');
  };
  const handshakeSchema = { tags: ['devices'], summary: 'ADMS handshake: the options a registered device reads (plain text)' };
  const pushSchema = { tags: ['devices'], summary: 'ADMS push: ATTLOG lines (any body form) become sign-ins and sign-outs; other tables are acknowledged and ignored' };
  const pollSchema = { tags: ['devices'], summary: 'ADMS poll for commands: there are none' };
  // /cdata and the older firmware's /cdata.aspx (and /getrequest.aspx) are the same calls.
  for (const path of ['/cdata', '/cdata.aspx']) {
    app.get(path, { config, schema: handshakeSchema }, handshake);
    app.post(path, { config, bodyLimit: ADMS_BODY_LIMIT, schema: pushSchema }, push);
  }
  for (const path of ['/getrequest', '/getrequest.aspx']) app.get(path, { config, schema: pollSchema }, poll);
  // The newer push protocol: the device asks for its options at /push and registers at /registry.
  app.get('/push', { config, schema: handshakeSchema }, handshake);
  app.post('/registry', { config, bodyLimit: 65_536, schema: { tags: ['devices'], summary: 'ADMS registration (newer push protocol): the registry code of a registered device (plain text)' } }, async (req, reply) => {
    const device = await deviceOf(req, reply);
    if (!device) return reply;
    return text(reply, 200, `RegistryCode=${await admsService.registryCode(ctx, device)}`);
  });
  // A liveness check; it names no device and changes nothing.
  app.get('/ping', { config, schema: { tags: ['devices'], summary: 'ADMS liveness check: OK' } }, (_req, reply) => text(reply, 200, 'OK'));

  app.post('/devicecmd', { config, bodyLimit: 65_536, schema: { tags: ['devices'], summary: 'ADMS command results: acknowledged' } }, async (req, reply) => {
    const device = await deviceOf(req, reply);
    if (!device) return reply;
    return text(reply, 200, 'OK');
  });

  // Any other /iclock call, the bare /iclock included: a plain-text 404, never the web page.
  const notFound = (_req: unknown, reply: FastifyReply) => text(reply, 404, 'ERROR: not found');
  app.all('/', { config }, notFound);
  app.all('/*', { config }, notFound);
}
