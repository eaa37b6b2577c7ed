import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The built web app as the server sends it: the web build writes x.br and x.gz beside each text
 * file (apps/web/vite.config.ts), and the server picks one by Accept-Encoding. The copies here
 * are made at brotli quality 1 and gzip level 1, which a per-request compressor would not
 * reproduce byte for byte: the body must be the file on disk.
 */
const CHROMIUM = 'gzip, deflate, br, zstd';
const YEAR = 'public, max-age=31536000, immutable';

let t: TestApp;
let dist: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const page = `<!doctype html><html lang="en"><head><title>HR</title><script type="module" src="/assets/index-AbC12345.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>\n`;
const onDisk = (file: string) => fs.readFileSync(path.join(dist, file));

function writeWithCopies(file: string, content: string) {
  const full = path.join(dist, file);
  fs.writeFileSync(full, content);
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }));
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content, { level: 1 }));
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  writeWithCopies('index.html', page);
  writeWithCopies('assets/index-AbC12345.js', script);
  writeWithCopies('sw.js', `self.addEventListener('install', () => {});\n${'// worker\n'.repeat(200)}`);
  // An image: compressed already, so the build writes no copy of it.
  fs.writeFileSync(path.join(dist, 'assets/icon-XyZ98765.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  t = await createTestApp({ WEB_DIST: dist });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('static files of the web app', () => {
  it("sends a hashed script's brotli copy from disk to a browser that accepts it, cached for a year", async () => {
    const res = await get('/assets/index-AbC12345.js', { 'accept-encoding': CHROMIUM });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(YEAR);
    const br = onDisk('assets/index-AbC12345.js.br');
    expect(Number(res.headers['content-length'])).toBe(br.length);
    expect(res.rawPayload.equals(br)).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await get('/assets/index-AbC12345.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(onDisk('assets/index-AbC12345.js.gz'))).toBe(true);
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);

    const asked: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }];
    for (const headers of asked) {
      const plain = await get('/assets/index-AbC12345.js', headers);
      expect(plain.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(plain.body).toBe(script);
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(script));
      // A shared cache must not hand this plain answer to a browser that accepts brotli.
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers['cache-control']).toBe(YEAR);
    }
  });

  it('sends a file without a compressed copy as it is', async () => {
    const res = await get('/assets/icon-XyZ98765.png', { 'accept-encoding': CHROMIUM });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe(YEAR);
  });

  it('sends index.html compressed and to be asked again (no-cache), for the root and every app path', async () => {
    for (const url of ['/', '/hrportal', '/dashboard/default', '/index.html']) {
      const res = await get(url, { 'accept-encoding': CHROMIUM });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(res.rawPayload.equals(onDisk('index.html.br')), url).toBe(true);
      expect(Number(res.headers['content-length']), url).toBe(res.rawPayload.length);
    }
    const plain = await get('/team/calendar');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it('answers a repeated index.html or service worker with 304 while it is unchanged', async () => {
    for (const url of ['/dashboard/default', '/sw.js']) {
      const first = await get(url, { 'accept-encoding': CHROMIUM });
      expect(first.headers['cache-control'], url).toBe('no-cache');
      expect(first.headers['content-encoding'], url).toBe('br');
      const etag = String(first.headers.etag);
      expect(etag, url).toBeTruthy();
      const again = await get(url, { 'accept-encoding': CHROMIUM, 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });

  it('never serves a compressed copy by its own name, and a missing asset is a 404, not the page', async () => {
    for (const url of ['/assets/index-AbC12345.js.br', '/assets/index-AbC12345.js.gz', '/index.html.br', '/assets/gone-AbC12345.js']) {
      const res = await get(url, { 'accept-encoding': CHROMIUM });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});
