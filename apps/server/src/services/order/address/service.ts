/**
 * Delivery-address rules: UK mainland only (the contract schema checks the postcode), at most
 * ADDRESS_LIMIT live addresses per buyer, exactly one default while any address is left, soft
 * deletes, and another buyer's address id is "not found" for every call.
 */
import {
  ADDRESS_LIMIT,
  type Address,
  REMOTE_AREAS,
  type SaveAddressBody,
  type UpdateAddressBody,
  type ValidationErrorData,
  ValidationMessages,
  addressMobile,
  parseUkPostcode,
  toE164,
} from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import * as store from './store';

/** The catalogue's addressLimit message says 20. */
export { ADDRESS_LIMIT };

// for other services: a buyer's own live address, or null for another's (the coupon offer judges free delivery by its postcode,
// loyalty/coupons/offer.ts); the first, default address of a demo account that has none (the demo reviews, feedback/reviews/seed.ts)
export { addressById, insertFirstDefault } from './store';

export function toAddress(row: store.AddressRow): Address {
  const area = parseUkPostcode(row.postcode)?.area ?? '';
  return { ...row, mobile: addressMobile(row.mobile), countryCode: 'GB', remoteArea: REMOTE_AREAS.includes(area) };
}

function mobileInvalid(): never {
  const text = ValidationMessages.mobileInvalid;
  const data: ValidationErrorData = { field: 'mobile', issues: [{ field: 'mobile', message: text.zh, messageEn: text.en }] };
  return fail('validationFailed', data);
}

/** The stored spelling: dial code without '+', the mobile in E.164 (one spelling however it was typed). */
function toFields(body: SaveAddressBody): store.AddressFields {
  const dialCode = body.dialCode.replace(/^\+/, '');
  // the schema has checked the number (rules/phone.ts), so toE164 reads it
  const mobile = toE164(dialCode, body.mobile) ?? mobileInvalid();
  return {
    recipientName: body.recipientName,
    city: body.city,
    county: body.county,
    postcode: body.postcode,
    dialCode,
    mobile,
    addressLine1: body.addressLine1,
    addressLine2: body.addressLine2,
    isDefault: body.isDefault,
  };
}

/** Whether the address is one of the user's live addresses (the payment service asks it of a card's billing address). */
export async function isOwnAddress(db: Queryable, userId: number, addressId: number): Promise<boolean> {
  return (await store.addressById(db, userId, addressId)) !== null;
}

export function createAddressService(db: Db) {
  async function get(userId: number, id: number): Promise<Address> {
    const row = await store.addressById(db, userId, id);
    if (!row) fail('addressNotFound');
    return toAddress(row);
  }

  return {
    list: async (userId: number): Promise<Address[]> => (await store.listAddresses(db, userId)).map(toAddress),

    get,

    /** A new address; the first one becomes the default whatever the body says. */
    async save(userId: number, body: SaveAddressBody): Promise<Address> {
      const fields = toFields(body);
      const row = await db.transaction(async (tx) => {
        await store.lockAddressBook(tx, userId);
        const count = await store.countAddresses(tx, userId);
        if (count >= ADDRESS_LIMIT) fail('addressLimit');
        const isDefault = fields.isDefault || count === 0;
        if (isDefault) await store.clearDefault(tx, userId);
        return store.insertAddress(tx, userId, { ...fields, isDefault });
      });
      return toAddress(row);
    },

    /**
     * Changes an address. isDefault true makes it the default; false on the current default
     * keeps it the default (a buyer changes the default by choosing another address).
     */
    async update(userId: number, body: UpdateAddressBody): Promise<Address> {
      const fields = toFields(body);
      const row = await db.transaction(async (tx) => {
        await store.lockAddressBook(tx, userId);
        const current = await store.addressById(tx, userId, body.id);
        if (!current) fail('addressNotFound');
        const isDefault = fields.isDefault || current.isDefault;
        if (isDefault) await store.clearDefault(tx, userId, body.id);
        return (await store.updateAddress(tx, userId, body.id, { ...fields, isDefault })) ?? fail('addressNotFound');
      });
      return toAddress(row);
    },

    /** Soft-deletes the addresses (all must be the caller's); the default passes to the most recently updated one left. */
    async remove(userId: number, ids: readonly number[]): Promise<number> {
      const unique = [...new Set(ids)];
      return db.transaction(async (tx) => {
        await store.lockAddressBook(tx, userId);
        const own = await store.ownAddresses(tx, userId, unique);
        if (own.count !== unique.length) fail('addressNotFound');
        const removed = await store.softDelete(tx, userId, unique);
        if (own.includesDefault) await store.promoteLatestToDefault(tx, userId);
        return removed;
      });
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
