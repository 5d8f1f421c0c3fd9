import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ApiPath from '@clearlot/contract/api/paths';
import { ApiError, api, buildUrl } from './client';

const envelope = (data: unknown, code = 200) => ({ code, message: '成功', messageEn: 'Success', data });

/** The server answers `body`; the page has stored no language (the tests run outside a browser). */
function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', { getItem: () => null });
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('buildUrl', () => {
  it('fills path parameters and appends the query, leaving out empty values', () => {
    expect(buildUrl(ApiPath.baseData.topicPage, { id: 7 })).toBe('/srs-basedata-service/buyer/other/pageData/get/7');
    expect(buildUrl(ApiPath.message.mailbox, undefined, { to: 'a b@x.test', page: undefined })).toBe('/srs-message-service/dev/mailbox?to=a+b%40x.test');
    expect(buildUrl(ApiPath.baseData.region, { id: '1/2' })).toBe('/srs-basedata-service/region/item/1%2F2');
  });
});

describe('api', () => {
  it('posts the body (or an empty object) to the path and resolves to the data of a success envelope', async () => {
    const fetchMock = answer(envelope(3));
    const count: number = await api.post(ApiPath.order.cartCount, undefined, { loading: false });
    expect(count).toBe(3);
    expect(fetchMock).toHaveBeenCalledWith('/srs-order-service/cartItem/selectCount', expect.objectContaining({ method: 'POST', body: '{}' }));
  });

  it('gets with the query and path parameters the contract gives the path', async () => {
    const fetchMock = answer(envelope([]));
    await api.get(ApiPath.product.related, { query: { productId: 5, pageSize: 12 }, loading: false });
    expect(fetchMock).toHaveBeenCalledWith('/srs-product-service/buyer/goods/goods/es/related?productId=5&pageSize=12', expect.objectContaining({ method: 'GET', body: undefined }));
  });

  it('rejects a refusal with its envelope code', async () => {
    answer(envelope(null, 6003), 409);
    await expect(api.post(ApiPath.order.addCartItem, { productId: 1 }, { loading: false, notify: false })).rejects.toMatchObject({ code: 6003 });
    await expect(api.post(ApiPath.order.addCartItem, { productId: 1 }, { loading: false, notify: false })).rejects.toBeInstanceOf(ApiError);
  });

  it('types every call from the contract (checked by tsc -p apps/web)', () => {
    const calls = () => [
      // @ts-expect-error not a path of the API table
      api.post('/srs-order-service/cartItem/unknown', {}),
      // @ts-expect-error a GET path cannot be posted to
      api.post(ApiPath.product.related, {}),
      // @ts-expect-error the body is the contract's: productId is required
      api.post(ApiPath.order.addCartItem, { quantity: 1 }),
      // @ts-expect-error unknown body field
      api.post(ApiPath.order.addCartItem, { productId: 1, colour: 'red' }),
      // @ts-expect-error a path parameter the path needs
      api.get(ApiPath.baseData.topicPage, { loading: false }),
      // @ts-expect-error the answer is the contract's (a number), not a string
      api.post(ApiPath.order.cartCount).then((count): string => count),
    ];
    expect(calls).toBeTypeOf('function');
  });
});

/**
 * The calls, the path table and the client load no zod: the first pages use them and must stay
 * small (issue 3). Static imports are followed, through the contract's modules too; type-only
 * imports are erased at build time.
 */
describe('the web data layer at run time', () => {
  const src = resolve(__dirname, '../..');
  const contract = resolve(src, '../../../packages/contract/src');
  const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;

  function resolveModule(from: string, specifier: string): string | null {
    const base = specifier.startsWith('@clearlot/contract/') ? join(contract, specifier.slice('@clearlot/contract/'.length)) : specifier === '@clearlot/contract' ? join(contract, 'index') : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
    if (!base) return null;
    for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
    return null;
  }

  /** The chain of modules that reaches zod from `entry`, or null. */
  function zodChain(entry: string, seen = new Set<string>()): string[] | null {
    if (seen.has(entry)) return null;
    seen.add(entry);
    for (const match of readFileSync(entry, 'utf8').matchAll(staticImport)) {
      const specifier = match[1]!;
      if (specifier === 'zod' || specifier.startsWith('zod/')) return [relative(src, entry), specifier];
      const next = resolveModule(entry, specifier);
      const chain = next ? zodChain(next, seen) : null;
      if (chain) return [relative(src, entry), ...chain];
    }
    return null;
  }

  const apiModules = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return apiModules(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const modules = [
    join(src, 'shared/http/client.ts'),
    ...apiModules(join(src, 'shared/catalogue/api')),
    ...apiModules(join(src, 'shared/data')),
    ...readdirSync(join(src, 'features')).flatMap((feature) => (existsSync(join(src, 'features', feature, 'api')) ? apiModules(join(src, 'features', feature, 'api')) : [])),
  ];

  it('sees zod where it is: the operations table and the contract index', () => {
    expect(zodChain(join(contract, 'api/operations.ts'))).not.toBeNull();
    expect(zodChain(join(contract, 'index.ts'))).not.toBeNull();
  });

  it.each(modules.map((file) => [relative(src, file), file]))('%s reaches no zod', (_name, file) => {
    expect(zodChain(file)).toBeNull();
  });
});
