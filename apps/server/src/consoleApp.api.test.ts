/**
 * The console under /console/ (issue 32): its files, its page for the addresses of its browser-history
 * routes, a 404 envelope for a missing asset, and the storefront and the API unchanged beside it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, engines } from './testing/harness';

function fakeBuild(page: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'clearlot-console-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'assets/index-abc123.js'), 'console.log(1)');
  return dist;
}

describe.each(engines)('the console under /console/ on %s', (engine) => {
  let t: TestApp;
  const page = '<!doctype html><title>ClearLot Console</title><div id="root"></div>';
  beforeAll(async () => {
    t = await createTestApp(engine, { consoleDist: fakeBuild(page), webDist: fakeBuild('<!doctype html><title>ClearLot</title>') });
  });
  afterAll(() => t.close());

  it('answers its page at /console/ and at every address of its routes, never cached', async () => {
    for (const url of ['/console/', '/console/orders', '/console/complaints/CP123?tab=open', '/console/sign-in?next=%2Forders']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(page);
    }
  });

  it('sends /console to /console/', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/console' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/console/');
  });

  it('serves its hashed files for a year, and a missing one as a 404 envelope, not the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/console/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log(1)');
    const missing = await t.app.inject({ method: 'GET', url: '/console/assets/index-old999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: expect.any(Number), messageEn: expect.any(String), message: expect.any(String) });
  });

  it('leaves the storefront at / and the API as they were', async () => {
    const shop = await t.app.inject({ method: 'GET', url: '/' });
    expect(shop.statusCode).toBe(200);
    expect(shop.body).toContain('<title>ClearLot</title>');
    const api = await t.app.inject({ method: 'POST', url: '/srs-user-service/buyer/info', payload: {} });
    expect(api.json()).toMatchObject({ code: expect.any(Number) });
    expect(api.headers['content-type']).toContain('application/json');
  });
});

describe('without a console build', () => {
  it('answers /console/ with the 404 envelope', { timeout: 120_000 }, async () => {
    const t = await createTestApp('pglite', { consoleDist: join(tmpdir(), 'no-console-build-here') });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/console/orders' });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
