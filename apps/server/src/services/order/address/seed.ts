/** The demo buyer's delivery address (docs/briefs/buying.md "Demo data after seeding"). Idempotent. */
import { toE164 } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { insertFirstDefault } from './store';

const DEMO_BUYER_EMAIL = 'buyer@clearlot.test';

export async function seedDemoAddresses(db: Db): Promise<void> {
  await insertFirstDefault(db, DEMO_BUYER_EMAIL, {
    recipientName: 'Alex Morgan',
    city: 'London',
    county: 'Greater London',
    postcode: 'SW1A 2AA',
    dialCode: '44',
    mobile: toE164('44', '07700 900123')!,
    addressLine1: '10 Downing Street',
    addressLine2: '',
    isDefault: true,
  });
}
