import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '@sevak/shared';
import { buildApp } from '../app.js';
import { createMember, createTestApp, createTestDatabase, signIn, type TestApp } from '../../test/app.js';
import { loadConfig } from './config.js';
import { securityHeaders } from './http.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('GET /api/health reports the database reachable', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('GET /api/ready: ready once migrated with the storage reachable; else 503 naming what is not', async () => {
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', storage: 'disk', failing: [] });

    // A bucket nobody answers for (port 9 refuses), and one migration not applied.
    const broken = await createTestApp({
      STORAGE_S3_BUCKET: 'sevak-documents',
      STORAGE_S3_REGION: 'ap-south-1',
      STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9',
      STORAGE_S3_ACCESS_KEY_ID: 'key',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
    });
    try {
      const noStorage = await broken.app.inject({ url: '/api/ready' });
      expect(noStorage.statusCode).toBe(503);
      expect(noStorage.json()).toMatchObject({ status: 'unavailable', storage: 's3', failing: ['storage'] });
      await broken.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const behind = await broken.app.inject({ url: '/api/ready' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json().failing).toEqual(expect.arrayContaining(['migrations', 'storage']));
    } finally {
      await broken.close();
    }
  });

  it('serves the OpenAPI description generated from the schemas at /api/docs', async () => {
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const spec = await t.app.inject({ url: '/api/docs/json' });
    const doc = spec.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'emailOrPhone',
      'password',
    ]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/getuser', '/api/auth/logout', '/api/category/getAllCategory', '/api/health']),
    );
    // Multipart forms are described too (the fuzz test generates them from here): text fields,
    // JSON-text fields as objects and arrays, files as binary.
    const form = doc.paths['/api/auth/registerUserweb'].post.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.address.type).toBe('object');
    expect(form.properties.frontAadhar).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.required).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'password', 'frontAadhar']));
    for (const [p, method] of [
      ['/api/auth/updateUserProfile', 'put'],
      ['/api/auth/updateUser/{id}', 'put'],
    ] as const) {
      expect(Object.keys(doc.paths[p][method].requestBody.content), p).toEqual(['multipart/form-data']);
    }
    // Error answers reference one ErrorBody whose `code` lists every ErrorCode (docs/decisions/012).
    expect(doc.paths['/api/auth/login'].post.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(doc.components.schemas.ErrorBody.required).toEqual(expect.arrayContaining(['code', 'message']));
    expect(doc.components.schemas.ErrorCode.enum).toEqual(Object.keys(ERROR_STATUS));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    const next = await t.app.inject({ url: '/api/health' });
    expect(next.headers['x-request-id']).not.toBe(res.headers['x-request-id']);
  });
});

describe('the web app', () => {
  it('serves index.html for client routes (with the page CSP), assets by name, and JSON 404s for the API', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'sevak-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Sevak</title>');
    writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    // Pages the build made for their routes, with the page's code preloaded.
    mkdirSync(path.join(webRoot, 'pages', 'work'), { recursive: true });
    writeFileSync(path.join(webRoot, 'pages', 'servises.html'), '<!doctype html><title>Sevak</title><!-- search -->');
    writeFileSync(
      path.join(webRoot, 'pages', 'work', 'sendrequest.html'),
      '<!doctype html><title>Sevak</title><!-- send -->',
    );
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_SECRET: 'w'.repeat(64), DATA_DIR: webRoot });
    const app = await buildApp({ config, database, webRoot });
    try {
      for (const url of ['/', '/profile', '/admin/aprove', '/serviceDetail?id=42']) {
        const page = await app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<title>Sevak</title>');
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.headers['content-security-policy']).toContain("script-src 'self'");
        expect(page.headers['content-security-policy']).toContain("object-src 'none'");
      }
      // Permissions-Policy: the camera only for the pages that capture photos, nothing else anywhere.
      const policyOf = async (url: string) => String((await app.inject({ url })).headers['permissions-policy']);
      for (const url of ['/', '/profile', '/wallete', '/admin/users']) {
        const policy = await policyOf(url);
        expect(policy, url).toMatch(/(^|, )camera=\(\)/);
        for (const off of ['microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
          expect(policy, url).toContain(off);
      }
      for (const url of [
        '/RegisterAadhar',
        '/upload-adhaar',
        '/editprofile',
        '/ekyc?from=wallet',
        '/admin/creatUser',
      ]) {
        const policy = await policyOf(url);
        expect(policy, url).toMatch(/(^|, )camera=\(self\)/);
        expect(policy, url).toContain('microphone=()');
      }
      expect((await app.inject({ url: '/api/health' })).headers['permissions-policy']).toBeUndefined();
      // A path the app has no page for: the app's not-found page, answered 404.
      for (const url of ['/no-such-page', '/admin/nothing-here', '/profile/extra']) {
        const missing = await app.inject({ url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.body).toContain('<title>Sevak</title>');
      }
      expect((await app.inject({ url: '/profile/' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/services' })).statusCode).toBe(200); // an alias
      // A route's own page when the build made one (an alias gets its route's), index.html otherwise.
      for (const [url, mark] of [
        ['/servises?q=plumber', '<!-- search -->'],
        ['/services', '<!-- search -->'],
        ['/work/sendrequest', '<!-- send -->'],
      ]) {
        expect((await app.inject({ url })).body, url).toContain(mark!);
      }
      expect((await app.inject({ url: '/profile' })).body).toBe('<!doctype html><title>Sevak</title>');
      // The services page names its first search and the category list for the browser to fetch
      // with the page, at the address the page asks; other pages name nothing.
      const services = await app.inject({ url: '/servises?place=Pune&q=%20plumber%20&sort=rating&x=%3E' });
      expect(services.headers.link).toBe(
        '</api/services/search?q=plumber&place=Pune&sort=rating>; rel=preload; as=fetch; crossorigin, ' +
          '</api/category/getAllCategory>; rel=preload; as=fetch; crossorigin',
      );
      expect((await app.inject({ url: '/services' })).headers.link).toContain(
        '</api/services/search?sort=relevance>; rel=preload',
      );
      expect((await app.inject({ url: `/servises?q=${'a'.repeat(700)}` })).headers.link).toBe(
        '</api/category/getAllCategory>; rel=preload; as=fetch; crossorigin',
      );
      for (const url of ['/', '/profile', '/no-such-page?q=plumber']) {
        expect((await app.inject({ url })).headers.link, url).toBeUndefined();
      }
      const asset = await app.inject({ url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.body).toBe('console.log(1)');
      // The build's pre-compressed copy goes to browsers that accept it.
      const compressed = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
      expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
      const api = await app.inject({ url: '/api/missing' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    } finally {
      await app.close();
      await database.drop();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});

describe('Razorpay Checkout', () => {
  it('is allowed by the page CSP only when Razorpay is configured', () => {
    expect(securityHeaders({ razorpay: false }).page['content-security-policy']).not.toContain('razorpay');
    const withRazorpay = securityHeaders({ razorpay: true }).page;
    expect(withRazorpay['content-security-policy']).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(withRazorpay['content-security-policy']).toContain(
      'frame-src https://api.razorpay.com https://checkout.razorpay.com',
    );
    expect(withRazorpay['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(withRazorpay['permissions-policy']).toContain(
      'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
    );
  });
});

describe('logs', () => {
  it('never contain passwords, session tokens or cookies, and carry request ids', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      APP_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: '/tmp/sevak-log-test',
    });
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ config, database, webRoot: false, logStream: sink });
    try {
      const member = await createMember(database.db, { password: 'secret-Password-42' });
      const session = await signIn(app, member);
      await app.inject({
        url: '/api/auth/getuser',
        headers: { cookie: session.cookie, authorization: session.bearer },
      });
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrPhone: member.phone, password: 'wrong-Password-42' },
      });
      const text = lines.join('');
      expect(text).toContain('"reqId"');
      expect(text).toContain('/api/auth/getuser');
      expect(text).not.toContain('secret-Password-42');
      expect(text).not.toContain('wrong-Password-42');
      expect(text).not.toContain(session.token);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
