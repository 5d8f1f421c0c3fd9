import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerPayoutsView } from '@clearlot/contract';
import { type TestApp, DEMO_OWNER, createTestApp, signIn } from '../../../testing/harness';
import { seedDemoReviews } from '../../feedback/reviews/seed';
import { seedDemoPayouts } from './seed';

describe('demo payouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('gives the demo goods owner settled orders, something due and one bank payout of half of it; a second run adds nothing', async () => {
    await seedDemoReviews(t.app, t.db);
    await seedDemoPayouts(t.app, t.db);
    const token = await signIn(t, DEMO_OWNER);
    const mine = (await t.post<OwnerPayoutsView>('/srs-payment-service/owner/payout/view', {}, token)).body.data;
    expect(mine.entries.filter((entry) => entry.kind === 'sale').length).toBeGreaterThanOrEqual(2);
    expect(mine.payouts).toHaveLength(1);
    expect(mine.payouts[0]).toMatchObject({ method: 'bank', status: 'paid', reference: 'BACS demo settlement' });
    expect(mine.money.due).toBeGreaterThan(0);
    expect(mine.money.paidOut).toBe(mine.payouts[0]!.amount);
    expect(await t.db.query(`select 1 from staff_action where action = 'payout.record'`)).toHaveLength(1);
    expect(await t.db.query(`select 1 from user_session where user_agent = 'demo data' and revoked_at is null`)).toHaveLength(0);

    await seedDemoPayouts(t.app, t.db);
    expect(await t.db.query('select 1 from owner_payout')).toHaveLength(1);
  });
});
