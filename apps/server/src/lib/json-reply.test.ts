import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsGzip, GZIP_OVER, sendCachedJson } from './json-reply.js';

/** Memoised JSON, ETags and gzip of cached answers. */
describe('sendCachedJson', () => {
  const big = { month: '2026-11', absences: Array.from({ length: 2_000 }, (_, i) => [i, i % 300, 1, '2026-11-02', '2026-11-03', 'approved']) };
  const small = { ok: true };
  const app = Fastify();
  // The API's default Cache-Control (set for every /api route by the app) makes an answer revalidatable.
  app.get('/api/big', (_req, reply) => sendCachedJson(reply.header('cache-control', 'no-store'), big));
  app.get('/api/small', (_req, reply) => sendCachedJson(reply.header('cache-control', 'no-store'), small));
  afterAll(() => app.close());

  it('gzips a large answer once for clients that accept it, with its own ETag, and answers 304 to either ETag', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(GZIP_OVER);
    const plain = await app.inject({ url: '/api/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    const zipped = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Authorization, Accept-Encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(big);
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    const again = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ url: '/api/big', headers: { 'if-none-match': String(plain.headers.etag) } })).statusCode).toBe(304);
    // A gzip ETag does not match the plain representation.
    expect((await app.inject({ url: '/api/big', headers: { 'if-none-match': String(zipped.headers.etag) } })).statusCode).toBe(200);
  });

  it('gzips a large page of a cached list once, with the total in its ETag', async () => {
    const items = Array.from({ length: 25 }, (_, i) => ({ id: i, fullNameEn: 'Someone with a long name', email: `person${i}@example.com`, notes: 'x'.repeat(800) }));
    const pages = Fastify();
    // A new page object around the same cached items each time, as a route may make it.
    pages.get('/api/page', (_req, reply) => sendCachedJson(reply.header('cache-control', 'no-store'), { items, total: 20_014 }));
    const plain = await pages.inject({ url: '/api/page' });
    expect(plain.json()).toEqual({ items, total: 20_014 });
    const zipped = await pages.inject({ url: '/api/page', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual({ items, total: 20_014 });
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(zipped.headers.etag).toMatch(/\.20014-gz"$/);
    const again = await pages.inject({ url: '/api/page', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) } });
    expect(again.statusCode).toBe(304);
    await pages.close();
  });

  it('sends a small answer as it is', async () => {
    const r = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'gzip' } });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.json()).toEqual(small);
  });

  it('reads Accept-Encoding as a list with weights', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
