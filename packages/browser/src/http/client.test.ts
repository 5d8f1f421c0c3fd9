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
    expect(fetchMock).toHaveBeenCalledWith(
      '/srs-product-service/buyer/goods/goods/es/related?productId=5&pageSize=12',
      expect.objectContaining({ method: 'GET', body: undefined }),
    );
  });

  it('rejects a refusal with its envelope code', async () => {
    answer(envelope(null, 6003), 409);
    await expect(api.post(ApiPath.order.addCartItem, { productId: 1 }, { loading: false, notify: false })).rejects.toMatchObject({ code: 6003 });
    await expect(api.post(ApiPath.order.addCartItem, { productId: 1 }, { loading: false, notify: false })).rejects.toBeInstanceOf(ApiError);
  });

  it('types every call from the contract (checked by tsc -p packages/browser)', () => {
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
