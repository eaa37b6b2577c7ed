import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('server qualities', () => {
  it('answers health and readiness (the latter asks the database)', async () => {
    expect((await t.as('').get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.as('').get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('serves OpenAPI generated from the zod schemas', async () => {
    const res = await t.as('').get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(['identifier', 'password']);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/profile', '/api/notifications/', '/api/team/members']));
  });

  it('sets security headers: helmet’s full set on pages, the API set on JSON', async () => {
    const res = await t.as('').get('/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const api = await t.as('').get('/api/public/settings');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    // The same for everyone: cacheable anywhere, asked again each time.
    expect(api.headers['cache-control']).toBe('public, no-cache');
    // Answers about sessions are never kept.
    const login = await t.as('').post('/api/auth/login', { identifier: '1005', password: 'wrong-password' });
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.headers.etag).toBeUndefined();
  });

  it('answers unknown API paths with a JSON 404 and malformed JSON with a 400', async () => {
    const res = await t.as('').get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('publishes the settings the sign-in pages need', async () => {
    expect((await t.as('').get('/api/public/settings')).json()).toEqual({
      orgName: 'HR Leave Tracker',
      orgNameAr: 'متتبع الإجازات',
      signupAllowed: true,
      defaultLanguage: 'en',
      timeZone: 'Africa/Cairo',
      // Friday and Saturday off: the week (and every date picker's grid) starts on Sunday.
      weekStart: 0,
      // The company directory is off until HR sets it.
      directoryDomain: null,
      // No logo until HR uploads one.
      logoUrl: null,
    });
  });
});
