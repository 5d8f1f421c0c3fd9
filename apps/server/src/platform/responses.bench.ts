/**
 * What checking answers against their schemas costs, on the listing's answers (docs/benchmarks.md):
 *   npx vitest bench apps/server/src/platform/responses.bench.ts
 * Plain JSON.stringify (production) against the zod check before it (tests and development).
 */
import { afterAll, bench, describe } from 'vitest';
import { ProductPage } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { DEMO_BUYER, createTestApp, signIn } from '../testing/harness';
import { responseSerializer, successEnvelope } from './responses';

const t = await createTestApp('pglite');
const token = await signIn(t, DEMO_BUYER);
afterAll(() => t.close());

const Answer = successEnvelope(ProductPage);
const route = { schema: Answer, method: 'POST', url: ApiPath.product.search, httpStatus: '200' };
const plain = responseSerializer('production')(route);
const checked = responseSerializer('test')(route);

for (const pageSize of [24, 100]) {
  const answer = (await t.post<unknown>(ApiPath.product.search, { pageNum: 1, pageSize }, token)).body;
  describe(`a listing page of ${pageSize} cards (${JSON.stringify(answer).length} bytes)`, () => {
    bench('JSON.stringify (production)', () => void plain(answer));
    bench('zod check + JSON.stringify (tests, development)', () => void checked(answer));
  });
}
