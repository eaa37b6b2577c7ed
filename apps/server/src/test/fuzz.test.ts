import { isErrorCode } from '@hr/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Every operation of the OpenAPI document, called with malformed path, query and
 * body values (wrong types, 1 MB strings, NUL, lone surrogates, extreme numbers and dates,
 * injection strings, wrong content types, broken JSON). No answer may be a 5xx, every 4xx
 * carries an app error code, and no error answer shows internals (stack, SQL, paths).
 *
 * Values are mutated one at a time on a plausible base request, so each reaches the check it
 * aims at. Path ids in the base name nobody (a valid but unused id), so a mutation that passes
 * validation finds nothing instead of renaming the signed-in HR user; creations run for real.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  default?: unknown;
  pattern?: string;
};
type Param = { in: 'path' | 'query'; name: string; schema: Schema; required?: boolean };
type Operation = { parameters?: Param[]; requestBody?: { content?: Record<string, { schema: Schema }> }; security?: unknown[] };

const UNUSED_ID = 2_147_483_000;
const MB = 'x'.repeat(1_000_000);

const HOSTILE_STRINGS: unknown[] = [
  '',
  ' ',
  'x'.repeat(10_000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  "' OR '1'='1",
  "1; DROP TABLE employees; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '0001-01-01',
  '9999-12-31',
  '0002-01',
  '0001-01-01T00:00:00Z',
  '2147483648',
  '9007199254740993',
  '-1',
  '1e308',
  'NaN',
  '__proto__',
  '\u202e\u0645',
  '😀'.repeat(500),
];
const HOSTILE_VALUES: unknown[] = [-1, 0, 1.5, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308, -1e308, true, null, [], {}, [[[[[]]]]], { __proto__: { admin: true } }];
const HOSTILE_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json', payload: JSON.stringify({ big: MB }) },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/xml', payload: '<a>1</a>' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
];

/** No stack trace, SQL, file path or driver name in an error answer. */
const INTERNALS = /\bat [\w.<>]+ \(|\.(ts|js|mjs):\d+|node_modules|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|drizzle|pglite|\bpg_|syntax error|relation "|violates|duplicate key|ECONNREFUSED/i;

/** Malformed values for the extra baselines (a smaller set: the full one runs on the first baseline). */
const MALFORMED: unknown[] = ['', '\u0000', 'garbage', '9:0', '25:99', '24:00', '2026-02-30', '0001-01-01', -1, 1e308, 2_147_483_648, true, null, [], {}];
const STRING_CANDIDATES = ['09:00', '2026-12-01', '2026-12', '2026-11-20T08:00:00+02:00', 'fuzz', 'FUZZ1', '1'];

function baseString(name: string, pattern?: string): string {
  if (pattern) {
    const re = new RegExp(pattern);
    const fits = STRING_CANDIDATES.find((c) => re.test(c));
    if (fits) return fits;
  }
  const n = name.toLowerCase();
  if (/month/.test(n)) return '2026-12';
  if (/(time|instant|at)$/.test(n)) return '2026-11-20T08:00:00+02:00';
  if (/date$|^from$|^to$|^date$/.test(n)) return '2026-12-01';
  if (/email/.test(n)) return 'fuzz@example.com';
  if (/password/.test(n)) return 'Fuzz-pass-12345!';
  if (/^(from|to)(time)?$|start$|end$/.test(n)) return '09:00';
  return 'fuzz';
}

function base(schema: Schema | undefined, name = '', all = false): unknown {
  if (!schema) return 'fuzz';
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return base(alt.find((s) => s.type !== 'null') ?? alt[0], name, all);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return /id$/i.test(name) ? UNUSED_ID : Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      // The first baseline sets the required fields only; the others every field.
      for (const key of all ? Object.keys(schema.properties ?? {}) : (schema.required ?? [])) out[key] = base(schema.properties?.[key], key, all);
      return out;
    }
    default:
      return baseString(name, schema.pattern);
  }
}

const asQuery = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** encodeURIComponent, with a lone surrogate sent as the (invalid) UTF-8 bytes a careless client would send. */
function enc(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s]
      .map((ch) => {
        const cu = ch.charCodeAt(0);
        if (ch.length === 1 && cu >= 0xd800 && cu <= 0xdfff) return [0xed, 0x80 | ((cu >> 6) & 0x3f), 0x80 | (cu & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

interface Finding {
  op: string;
  what: string;
  status: number;
  body: string;
}

let t: TestApp;
let token = '';
const signIn = async () => {
  token = (await t.login(1001)).token;
};

beforeAll(async () => {
  t = await createTestApp();
  await signIn();
}, 120_000);
afterAll(() => t?.close());

async function call(method: string, url: string, body: { json?: unknown; raw?: { contentType: string; payload: string } } | undefined, auth: boolean): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = auth ? { authorization: `Bearer ${token}` } : {};
  const send = () =>
    t.app.inject({
      method: method.toUpperCase() as 'GET',
      url,
      headers: body?.raw ? { ...headers, 'content-type': body.raw.contentType } : headers,
      ...(body?.raw ? { payload: body.raw.payload } : body && 'json' in body ? { payload: body.json as object } : {}),
    });
  let res = await send();
  // A mutation may have ended the session (sign-out, a password change): sign in again and go on.
  if (auth && res.statusCode === 401 && url !== '/api/auth/login') {
    await signIn();
    headers.authorization = `Bearer ${token}`;
    res = await send();
  }
  return res;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('never answers 5xx, always answers 4xx with an app error code, never shows internals', async () => {
    const doc = (await t.as('').get('/api/docs/json')).json() as { paths: Record<string, Record<string, Operation>> };
    const findings: Finding[] = [];
    let requests = 0;
    const statuses = new Map<number, number>();
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    expect(ops.length).toBeGreaterThan(100);

    for (const { path, method, op } of ops) {
      const params = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path');
      const queryParams = params.filter((p) => p.in === 'query');
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const auth = !!op.security?.length || path.startsWith('/api/hr') || !path.startsWith('/api/auth');
      const opName = `${method.toUpperCase()} ${path}`;

      const baseParams = Object.fromEntries(pathParams.map((p) => [p.name, base(p.schema, p.name)]));
      const baseQuery = Object.fromEntries(queryParams.filter((p) => p.required).map((p) => [p.name, base(p.schema, p.name)]));
      const baseBody = bodySchema ? (base(bodySchema) as Record<string, unknown>) : undefined;

      const urlOf = (pp: Record<string, unknown>, q: Record<string, unknown>) => {
        const p = path.replace(/\{(\w+)\}/g, (_, k: string) => enc(asQuery(pp[k])));
        const qs = Object.entries(q)
          .map(([k, v]) => `${enc(k)}=${enc(asQuery(v))}`)
          .join('&');
        return qs ? `${p}?${qs}` : p;
      };
      const check = async (what: string, url: string, body?: { json?: unknown; raw?: { contentType: string; payload: string } }) => {
        requests++;
        const res = await call(method, url, body, auth);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const text = res.body;
        const bad = (why: string) => findings.push({ op: opName, what: `${what}: ${why}`, status: res.statusCode, body: text.slice(0, 300) });
        if (res.statusCode >= 500) return bad('5xx');
        if (res.statusCode >= 400) {
          // The ZKTeco device protocol (/iclock) answers in plain text, as devices expect.
          if (path.startsWith('/iclock/') && String(res.headers['content-type']).startsWith('text/plain')) return INTERNALS.test(text) ? bad('internals in the answer') : undefined;
          let code: unknown;
          try {
            code = JSON.parse(text).code;
          } catch {
            return bad('not JSON');
          }
          if (!isErrorCode(code)) return bad('no app error code');
          if (INTERNALS.test(text)) return bad('internals in the answer');
        }
      };

      const values = [...HOSTILE_STRINGS, ...HOSTILE_VALUES];
      for (const p of pathParams) for (const v of values) await check(`path ${p.name}=${asQuery(v).slice(0, 20)}`, urlOf({ ...baseParams, [p.name]: v }, baseQuery), baseBody && { json: baseBody });
      for (const p of queryParams) {
        for (const v of values) await check(`query ${p.name}=${asQuery(v).slice(0, 20)}`, urlOf(baseParams, { ...baseQuery, [p.name]: v }), baseBody && { json: baseBody });
        await check(`query ${p.name} 1 MB`, urlOf(baseParams, { ...baseQuery, [p.name]: MB.slice(0, 100_000) }));
      }
      await check('unknown query parameter', urlOf(baseParams, { ...baseQuery, zzz: '\u0000' }));
      if (method === 'get' || method === 'delete') continue;

      const url = urlOf(baseParams, baseQuery);
      const fields = Object.keys(bodySchema?.properties ?? {});
      for (const f of fields) {
        for (const v of values) await check(`body ${f}=${JSON.stringify(v)?.slice(0, 20)}`, url, { json: { ...baseBody, [f]: v } });
      }
      if (fields[0]) await check(`body ${fields[0]} 1 MB`, url, { json: { ...baseBody, [fields[0]]: MB } });
      for (const raw of HOSTILE_BODIES) await check(`body ${raw.contentType} ${raw.payload.slice(0, 16)}`, url, { raw });
    }

    // More valid baselines per operation (a malformed time on a one-day leave by the hour
    // reached a refinement and answered 500): every field set, and, where the operation takes
    // dates and times, one day with hours. Each field is then malformed in turn on each baseline.
    for (const { path, method, op } of ops) {
      const params = op.parameters ?? [];
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const queryParams = params.filter((p) => p.in === 'query');
      const target = method === 'get' || method === 'delete' ? 'query' : 'body';
      const shape: Record<string, Schema> =
        target === 'query' ? Object.fromEntries(queryParams.map((p) => [p.name, p.schema])) : (bodySchema?.properties ?? {});
      const fields = Object.keys(shape);
      if (fields.length === 0) continue;
      const auth = !!op.security?.length || path.startsWith('/api/hr') || !path.startsWith('/api/auth');
      const opName = `${method.toUpperCase()} ${path}`;
      const pathPart = path.replace(/\{(\w+)\}/g, (_, k: string) => String(base(params.find((p) => p.name === k)?.schema, k)));
      const full = Object.fromEntries(fields.map((f) => [f, base(shape[f], f, true)]));
      const baselines = [full];
      if ('startDate' in full && 'endDate' in full && 'from' in full && 'to' in full)
        baselines.push({ ...full, startDate: '2026-12-01', endDate: '2026-12-01', halfDay: 'none', from: '09:00', to: '11:00' });
      for (const [i, b] of baselines.entries())
        for (const f of fields)
          for (const v of MALFORMED) {
            const body = { ...b, [f]: v };
            const url = target === 'query' ? `${pathPart}?${Object.entries(body).map(([k, x]) => `${enc(k)}=${enc(asQuery(x))}`).join('&')}` : pathPart;
            requests++;
            const res = await call(method, url, target === 'body' ? { json: body } : undefined, auth);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            if (res.statusCode >= 500) findings.push({ op: opName, what: `baseline ${i + 1} ${target} ${f}=${JSON.stringify(v)?.slice(0, 20)}: 5xx`, status: res.statusCode, body: res.body.slice(0, 300) });
          }
    }

    const summary = findings.map((f) => `${f.op} — ${f.what} → ${f.status} ${f.body}`);
    console.log(`fuzz: ${requests} requests over ${ops.length} operations, ${findings.length} findings; answers by status:`, Object.fromEntries(statuses));
    // Most requests must reach validation or a service, not bounce off the sign-in check.
    expect(statuses.get(401) ?? 0).toBeLessThan(requests / 10);
    expect(summary).toEqual([]);
  }, 600_000);

  it('left the server healthy and the HR user able to work', async () => {
    expect((await t.as('').get('/healthz')).statusCode).toBe(200);
    await signIn();
    expect((await t.as(token).get('/api/hr/employees?pageSize=5')).statusCode).toBe(200);
  });
});
