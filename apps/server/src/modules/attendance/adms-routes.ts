import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMS_BODY_LIMIT, formFields, isSerialNumber } from './adms-protocol.js';
import { isTableName } from './adms-records.js';
import * as recordsService from './adms-records-service.js';
import * as admsService from './adms-service.js';

/** Requests a serial number may make in a minute: a device polls every 10 s and pushes in real time. */
const ADMS_RATE_LIMIT = 300;

type TQuery = { SN?: unknown; table?: unknown; Stamp?: unknown; pushver?: unknown; DeviceType?: unknown; type?: unknown; tablename?: unknown };

const text = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(body);

/** The request's body as bytes (every body is read raw here), and as UTF-8 text. */
const bytesOf = (req: FastifyRequest): Buffer => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
const textOf = (req: FastifyRequest): string => bytesOf(req).toString('utf8');

/** A PUSH 3.x terminal (the access generation): its push version is 3 or more, or it names itself an access device. */
function isPush3(q: TQuery): boolean {
  const major = typeof q.pushver === 'string' ? Number(/^(\d{1,3})/.exec(q.pushver)?.[1] ?? 0) : 0;
  return major >= 3 || (typeof q.DeviceType === 'string' && q.DeviceType.toLowerCase() === 'acc');
}

/**
 * /iclock: the ZKTeco ADMS push protocol, every generation a terminal in the field speaks (the
 * 2.x attendance terminals, the older firmware's `.aspx` paths, PUSH 3.x access terminals). Devices
 * are set to the portal's address, so these routes are at the root, not under /api. Every answer
 * is plain text, as devices expect, whatever goes wrong; every body is read as bytes whatever
 * content type the device names. A device is known by its registered serial number (SN=…); any
 * other is refused and shown to HR.
 */
export default async function admsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ADMS_BODY_LIMIT }, (_req, body, done) => done(null, body));
  // A refused body, a rate limit or a fault: plain text to a terminal, never the API's JSON.
  app.setErrorHandler((err: { statusCode?: number; status?: number; code?: string; message?: string }, req, reply) => {
    // Fastify's errors carry statusCode; the app's AppError (a refused query, with its code) status.
    const code = err.statusCode ?? err.status;
    const status = code && code >= 400 && code < 500 ? code : 500;
    if (status === 500) req.log.error({ err }, 'adms');
    return text(reply, status, status === 500 ? 'ERROR: server' : `ERROR: ${String(err.code ?? err.message ?? status).slice(0, 120)}`);
  });

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
    if (isPush3(req.query as TQuery)) return text(reply, 200, recordsService.registeredAnswer(await admsService.registryCode(ctx, device), device));
    return text(reply, 200, await admsService.handshake(ctx, device));
  };

  /** A table pushed to /cdata (or /fdata): attendance lines, access events, door states, a photo, or a table kept as sent. */
  const push = async (req: FastifyRequest, reply: FastifyReply) => {
    const device = await deviceOf(req, reply);
    if (!device) return reply;
    const q = req.query as TQuery;
    const body = textOf(req);
    // Some firmware names the table and stamp in a form body (table=ATTLOG&Stamp=…&data=…), not the query.
    const form = formFields(body);
    const table = (typeof q.table === 'string' ? q.table : (form.table ?? '')).toLowerCase();
    if (table === 'attlog' || table === '') {
      if (table === '' && !body.trim()) return text(reply, 200, 'OK');
      const result = await admsService.receiveAttlog(ctx, device, body, typeof q.Stamp === 'string' ? q.Stamp : form.stamp);
      if (!result) return text(reply, 413, 'ERROR: too many lines');
      // Unknown PINs (kept for HR) and malformed lines are counted in the log, a warning when there are any.
      req.log[result.unknownPins || result.malformed ? 'warn' : 'info']({ device: device.id, ...result }, 'adms attlog');
      return text(reply, 200, `OK: ${result.accepted + result.unknownPins}`);
    }
    if (table === 'rtlog') {
      const result = await recordsService.receiveRtlog(ctx, device, body);
      if (!result) return text(reply, 413, 'ERROR: too many lines');
      req.log[result.unknownPins || result.malformed ? 'warn' : 'info']({ device: device.id, ...result }, 'adms rtlog');
      return text(reply, 200, 'OK');
    }
    if (table === 'rtstate') {
      if ((await recordsService.receiveRtstate(ctx, device, body)) === null) return text(reply, 413, 'ERROR: too many lines');
      return text(reply, 200, 'OK');
    }
    if (table === 'attphoto') return (await recordsService.receivePhoto(ctx, device, bytesOf(req))) ? text(reply, 200, 'OK') : text(reply, 400, 'ERROR: not a photo upload');
    if (table === 'tabledata') {
      const name = isTableName(q.tablename) ? q.tablename : 'tabledata';
      return text(reply, 200, `${name}=${await recordsService.receiveTable(ctx, device, name, body)}`);
    }
    // OPERLOG, options, BIODATA…: kept as sent (secrets removed), acknowledged.
    await recordsService.receiveTable(ctx, device, isTableName(table) ? table : 'other', body);
    return text(reply, 200, 'OK');
  };

  const poll = async (req: FastifyRequest, reply: FastifyReply) => {
    const device = await deviceOf(req, reply);
    if (!device) return reply;
    await admsService.poll(ctx, device);
    return text(reply, 200, 'OK');
  };
  const registry = async (req: FastifyRequest, reply: FastifyReply) => {
    const device = await deviceOf(req, reply);
    if (!device) return reply;
    return text(reply, 200, `RegistryCode=${await admsService.registryCode(ctx, device)}`);
  };
  const pushOptions = async (req: FastifyRequest, reply: FastifyReply) => {
    const device = await deviceOf(req, reply);
    if (!device) return reply;
    return text(reply, 200, await recordsService.pushOptions(ctx, device));
  };
  const rtdata = async (req: FastifyRequest, reply: FastifyReply) => {
    const device = await deviceOf(req, reply);
    if (!device) return reply;
    if ((req.query as TQuery).type === 'time') return text(reply, 200, await recordsService.timeSync(ctx, device));
    await admsService.poll(ctx, device);
    return text(reply, 200, 'OK');
  };
  /** A command's answer that carries a table (the terminal's users): counted and kept. */
  const querydata = async (req: FastifyRequest, reply: FastifyReply) => {
    const device = await deviceOf(req, reply);
    if (!device) return reply;
    const q = req.query as TQuery;
    const name = isTableName(q.tablename) ? q.tablename : 'querydata';
    return text(reply, 200, `${name}=${await recordsService.receiveTable(ctx, device, name, textOf(req))}`);
  };
  const commandResult = async (req: FastifyRequest, reply: FastifyReply) => {
    const device = await deviceOf(req, reply);
    if (!device) return reply;
    await admsService.poll(ctx, device);
    return text(reply, 200, 'OK');
  };

  const tags = ['devices'];
  /** Each call at its path, with a trailing slash and as the older firmware's .aspx. */
  const route = (method: 'GET' | 'POST', path: string, summary: string, handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => {
    for (const url of [path, `${path}/`, `${path}.aspx`]) app.route({ method, url, config, bodyLimit: ADMS_BODY_LIMIT, schema: { tags, summary }, handler });
  };
  route('GET', '/cdata', 'ADMS handshake: the options a registered device reads (PUSH 3.x: registry=ok, its code and push options)', handshake);
  route('POST', '/cdata', 'ADMS push: ATTLOG lines and rtlog events become sign-ins and sign-outs; photos, door states and tables are kept', push);
  route('POST', '/fdata', 'ADMS file upload (ATTPHOTO): kept with its device, PIN and time', push);
  route('GET', '/getrequest', 'ADMS poll for commands: there are none', poll);
  route('POST', '/registry', 'ADMS registration (PUSH 3.x): the registry code of a registered device', registry);
  route('GET', '/push', 'PUSH 3.x options: session, delays, real-time tables', pushOptions);
  route('POST', '/push', 'PUSH 3.x options: session, delays, real-time tables', pushOptions);
  route('GET', '/rtdata', 'ADMS time sync (type=time): DateTime and ServerTZ', rtdata);
  route('POST', '/querydata', "A command's table answer: counted (table=count) and kept", querydata);
  route('POST', '/devicecmd', 'ADMS command results: acknowledged', commandResult);
  // A liveness check; it names no device and changes nothing.
  for (const url of ['/ping', '/ping/', '/ping.aspx']) app.get(url, { config, schema: { tags, summary: 'ADMS liveness check: OK' } }, (_req, reply) => text(reply, 200, 'OK'));

  // Any other /iclock call, the bare /iclock included: a plain-text 404, never the web page.
  const notFound = (_req: unknown, reply: FastifyReply) => text(reply, 404, 'ERROR: not found');
  app.all('/', { config }, notFound);
  app.all('/*', { config }, notFound);
}
