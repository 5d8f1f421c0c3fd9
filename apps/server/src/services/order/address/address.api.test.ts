import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Address, type AddressInput, type ValidationErrorData, ValidationMessages } from '@clearlot/contract';
import { DEMO_BUYER, NEW_BUYER, type TestApp, createTestApp, engines, signIn } from '../../../testing/harness';
import { ADDRESS_LIMIT } from './service';
import { seedDemoAddresses } from './seed';

const A = '/srs-order-service/userReceiveAddress';

const HOME: AddressInput = {
  recipientName: 'Sam Taylor',
  city: 'Manchester',
  county: 'Greater Manchester',
  postcode: 'm1 1ae',
  mobile: '07700 900456',
  addressLine1: '1 Piccadilly Gardens',
  addressLine2: 'Unit 4',
};

describe.each(engines)('delivery addresses on %s', (engine) => {
  let t: TestApp;
  let buyer: string;
  let other: string;
  let buyerId: number;
  let otherId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedDemoAddresses(t.db);
    buyer = await signIn(t, DEMO_BUYER);
    other = await signIn(t, NEW_BUYER);
    const users = await t.db.query<{ id: number; email: string }>('select id, email from app_user where email = any($1::text[])', [[DEMO_BUYER.email, NEW_BUYER.email]]);
    buyerId = users.find((u) => u.email === DEMO_BUYER.email)!.id;
    otherId = users.find((u) => u.email === NEW_BUYER.email)!.id;
  });
  afterAll(() => t.close());

  const call = <T>(path: string, body: unknown, token: string = buyer) => t.post<T>(`${A}/${path}`, body, token);
  const list = async (token: string = buyer) => (await call<Address[]>('list', {}, token)).body.data;
  const save = (body: AddressInput, token: string = buyer) => call<Address>('save', body, token);
  const rows = (userId: number) => t.db.query('select * from receive_address where user_id = $1 order by id', [userId]);

  describe('the demo buyer', () => {
    it('has one default address from the seed, which is idempotent', async () => {
      await seedDemoAddresses(t.db);
      const addresses = await list();
      expect(addresses).toHaveLength(1);
      expect(addresses[0]).toMatchObject({
        recipientName: 'Alex Morgan',
        countryCode: 'GB',
        city: 'London',
        county: 'Greater London',
        postcode: 'SW1A 2AA',
        dialCode: '44',
        mobile: '07700 900123',
        addressLine1: '10 Downing Street',
        isDefault: true,
        remoteArea: false,
      });
      const one = await call<Address>('getById', { id: addresses[0]!.id });
      expect(one.body.data).toEqual(addresses[0]);
    });
  });

  describe('for a buyer with no addresses', () => {
    let otherToken: string;
    beforeEach(async () => {
      otherToken = other;
      await t.db.query('delete from receive_address where user_id = $1', [otherId]);
    });

    it('makes the first address the default and stores the postcode canonically', async () => {
      const first = await save({ ...HOME, isDefault: false }, otherToken);
      expect(first.body.code).toBe(200);
      expect(first.body.data).toMatchObject({ ...HOME, postcode: 'M1 1AE', countryCode: 'GB', dialCode: '44', isDefault: true, remoteArea: false });
      expect(first.body.data.id).toBeGreaterThan(0);
    });

    it('stores the mobile in E.164 however it was typed, and shows it in the national format', async () => {
      for (const mobile of ['07700 900456', '7700900456', '(07700) 900-456']) {
        const saved = await save({ ...HOME, mobile }, otherToken);
        expect(saved.body.data.mobile, mobile).toBe('07700 900456');
        const [row] = await t.db.query<{ mobile: string }>('select mobile from receive_address where id = $1', [saved.body.data.id]);
        expect(row!.mobile).toBe('+447700900456');
      }
    });
    it('lists the default first, then the newest; a new default clears the old one', async () => {
      const a = (await save(HOME, otherToken)).body.data;
      const b = (await save({ ...HOME, recipientName: 'B' }, otherToken)).body.data;
      expect(b.isDefault).toBe(false);
      const c = (await save({ ...HOME, recipientName: 'C' }, otherToken)).body.data;
      expect((await list(otherToken)).map((x) => x.id)).toEqual([a.id, c.id, b.id]);
      const d = (await save({ ...HOME, recipientName: 'D', isDefault: true }, otherToken)).body.data;
      expect(d.isDefault).toBe(true);
      const after = await list(otherToken);
      expect(after.map((x) => x.id)).toEqual([d.id, c.id, b.id, a.id]);
      expect(after.filter((x) => x.isDefault)).toHaveLength(1);
    });

    it('updates an address; isDefault true moves the default, false on the default keeps it', async () => {
      const a = (await save(HOME, otherToken)).body.data;
      const b = (await save({ ...HOME, recipientName: 'B' }, otherToken)).body.data;
      const changed = await call<Address>('update', { ...HOME, id: b.id, recipientName: 'Bea', postcode: 'IV2 3AB', city: 'Inverness', isDefault: true }, otherToken);
      expect(changed.body.data).toMatchObject({ id: b.id, recipientName: 'Bea', postcode: 'IV2 3AB', isDefault: true, remoteArea: true });
      expect((await call<Address>('getById', { id: a.id }, otherToken)).body.data.isDefault).toBe(false);
      const kept = await call<Address>('update', { ...HOME, id: b.id, isDefault: false }, otherToken);
      expect(kept.body.data.isDefault).toBe(true);
      expect((await list(otherToken)).filter((x) => x.isDefault).map((x) => x.id)).toEqual([b.id]);
      expect((await call('update', { ...HOME, id: 999_999 }, otherToken)).body.code).toBe(6008);
    });

    it('soft-deletes; deleting the default passes it to the most recently updated address', async () => {
      const a = (await save(HOME, otherToken)).body.data;
      const b = (await save({ ...HOME, recipientName: 'B' }, otherToken)).body.data;
      const c = (await save({ ...HOME, recipientName: 'C' }, otherToken)).body.data;
      // b is touched last, so b inherits the default
      await call('update', { ...HOME, id: b.id, recipientName: 'B2' }, otherToken);
      const removed = await call<number>('deleteBatch', { ids: [a.id] }, otherToken);
      expect(removed.body).toMatchObject({ code: 200, data: 1 });
      expect((await list(otherToken)).map((x) => [x.id, x.isDefault])).toEqual([
        [b.id, true],
        [c.id, false],
      ]);
      expect((await call('getById', { id: a.id }, otherToken)).body.code).toBe(6008);
      const stored = await t.db.query<{ deleted: boolean; recipient_name: string }>('select deleted, recipient_name from receive_address where id = $1', [a.id]);
      expect(stored[0]).toMatchObject({ deleted: true, recipient_name: HOME.recipientName });
      // deleting an already deleted address is "not found" and changes nothing
      expect((await call('deleteBatch', { ids: [a.id, c.id] }, otherToken)).body.code).toBe(6008);
      expect((await list(otherToken)).map((x) => x.id)).toEqual([b.id, c.id]);
      expect((await call<number>('deleteBatch', { ids: [b.id, c.id] }, otherToken)).body.data).toBe(2);
      expect(await list(otherToken)).toEqual([]);
      // with none left, the next address is the default again
      expect((await save(HOME, otherToken)).body.data.isDefault).toBe(true);
    });

    it(`keeps at most ${ADDRESS_LIMIT} addresses`, async () => {
      for (let i = 0; i < ADDRESS_LIMIT; i++) expect((await save({ ...HOME, recipientName: `R${i}` }, otherToken)).body.code).toBe(200);
      const full = await save({ ...HOME, recipientName: 'One too many' }, otherToken);
      expect(full.body.code).toBe(6009);
      expect(await list(otherToken)).toHaveLength(ADDRESS_LIMIT);
      const last = (await list(otherToken)).at(-1)!;
      await call('deleteBatch', { ids: [last.id] }, otherToken);
      expect((await save({ ...HOME, recipientName: 'Room again' }, otherToken)).body.code).toBe(200);
    });

    it('keeps the limit and a single default when saves race', async () => {
      const results = await Promise.all(Array.from({ length: ADDRESS_LIMIT + 5 }, (_, i) => save({ ...HOME, recipientName: `Racer ${i}`, isDefault: true }, otherToken)));
      expect(results.filter((r) => r.body.code === 200)).toHaveLength(ADDRESS_LIMIT);
      expect(results.filter((r) => r.body.code === 6009)).toHaveLength(5);
      const addresses = await list(otherToken);
      expect(addresses).toHaveLength(ADDRESS_LIMIT);
      expect(addresses.filter((x) => x.isDefault)).toHaveLength(1);
    });
  });

  describe("another buyer's address", () => {
    it('is not found for every call and never changes', async () => {
      const mine = (await save({ ...HOME, recipientName: 'Mine' })).body.data;
      const before = await rows(buyerId);
      expect((await call('getById', { id: mine.id }, other)).body.code).toBe(6008);
      expect((await call('update', { ...HOME, id: mine.id, recipientName: 'Stolen' }, other)).body.code).toBe(6008);
      expect((await call('deleteBatch', { ids: [mine.id] }, other)).body.code).toBe(6008);
      expect((await list(other)).some((x) => x.id === mine.id)).toBe(false);
      expect(await rows(buyerId)).toEqual(before);
      await call('deleteBatch', { ids: [mine.id] });
    });
  });

  describe('validation', () => {
    it('refuses ids beyond the database integer range as invalid, never a 500', async () => {
      const big = 3_000_000_000;
      expect((await call('getById', { id: big })).body.code).toBe(1001);
      expect((await call('update', { ...HOME, id: big })).body.code).toBe(1001);
      expect((await call('deleteBatch', { ids: [big] })).body.code).toBe(1001);
    });

    const issueOf = (body: { data: unknown }) => (body.data as ValidationErrorData).issues[0]!;

    it('refuses Northern Ireland, the Channel Islands and other non-mainland postcodes with the mainland message', async () => {
      for (const postcode of ['BT1 1AA', 'GY1 1AA', 'JE2 3AB', 'IM1 1AE', 'HS1 2AA', 'ZE1 0AA', 'KW15 1AA', 'PO30 1AA', 'TR21 0AA']) {
        const res = await save({ ...HOME, city: 'Elsewhere', postcode });
        expect(res.body.code, postcode).toBe(1001);
        expect(issueOf(res.body)).toMatchObject({ field: 'postcode', messageEn: ValidationMessages.postcodeNotMainland.en, message: ValidationMessages.postcodeNotMainland.zh });
      }
      const belfast = await save({ ...HOME, postcode: 'BT1 1AA', city: 'Belfast' });
      expect(belfast.body.messageEn).toContain(ValidationMessages.postcodeNotMainland.en);
    });

    it('refuses bad postcodes, mobiles, countries, types and unknown keys, changing nothing', async () => {
      const [{ n: before } = { n: 0 }] = await t.db.query<{ n: number }>('select count(*)::int as n from receive_address');
      const cases: Array<[unknown, string, string | null]> = [
        [{ ...HOME, postcode: 'ABC' }, 'postcode', ValidationMessages.postcodeInvalid.en],
        [{ ...HOME, postcode: '' }, 'postcode', null],
        [{ ...HOME, mobile: '12345' }, 'mobile', ValidationMessages.mobileInvalid.en],
        [{ ...HOME, mobile: '020 7946 0000' }, 'mobile', ValidationMessages.mobileInvalid.en],
        [{ ...HOME, dialCode: '+44', mobile: '12345' }, 'mobile', ValidationMessages.mobileInvalid.en],
        [{ ...HOME, mobile: '' }, 'mobile', null],
        [{ ...HOME, countryCode: 'IE' }, 'countryCode', ValidationMessages.addressNotUk.en],
        [{ ...HOME, recipientName: '  ' }, 'recipientName', null],
        [{ ...HOME, city: 42 }, 'city', null],
        [{ ...HOME, isDefault: 'yes' }, 'isDefault', null],
        [{ ...HOME, userId: 1 }, '', null],
        [{ ...HOME, addressLine1: 'x'.repeat(201) }, 'addressLine1', null],
      ];
      for (const [body, field, message] of cases) {
        const r = await call('save', body);
        expect(r.body.code, JSON.stringify(body)).toBe(1001);
        expect(r.status).toBe(400);
        if (field) expect((r.body.data as ValidationErrorData).field).toBe(field);
        if (message) expect(issueOf(r.body).messageEn).toBe(message);
      }
      const mine = (await list())[0]!;
      for (const body of [{ ...HOME }, { ...HOME, id: 'x' }, { ...HOME, id: mine.id, postcode: 'BT1 1AA' }, { ...HOME, id: mine.id, extra: true }]) {
        expect((await call('update', body)).body.code, JSON.stringify(body)).toBe(1001);
      }
      for (const body of [{ ids: [] }, { ids: ['1'] }, { id: mine.id }, { ids: [mine.id], force: true }]) {
        expect((await call('deleteBatch', body)).body.code, JSON.stringify(body)).toBe(1001);
      }
      for (const body of [{}, { id: -1 }, { id: 1.5 }, { id: mine.id, x: 1 }]) {
        expect((await call('getById', body)).body.code, JSON.stringify(body)).toBe(1001);
      }
      expect((await call('list', { all: true })).body.code).toBe(1001);
      expect((await t.post(`${A}/list`, {}, null)).body.code).toBe(401);
      const [{ n: after } = { n: 0 }] = await t.db.query<{ n: number }>('select count(*)::int as n from receive_address');
      expect(after).toBe(before);
      expect((await call<Address>('getById', { id: mine.id })).body.data).toEqual(mine);
    });
  });
});
