/**
 * Every SQL statement of the delivery addresses. Deleted addresses stay (soft delete): orders keep
 * their own copy. Ids from requests are compared as bigint: one beyond the integer range is not found.
 */
import type { Queryable } from '../../../platform/db';

/** Advisory-lock namespace: one address-book write at a time per user (limit and default stay exact). */
const ADDRESS_LOCK = 7_240_102;

export interface AddressRow {
  id: number;
  recipientName: string;
  city: string;
  county: string;
  postcode: string;
  dialCode: string;
  /** E.164, e.g. '+447700900123' */
  mobile: string;
  addressLine1: string;
  addressLine2: string;
  isDefault: boolean;
}

/** What is written for an address (the country is always GB: a check constraint). */
export type AddressFields = Omit<AddressRow, 'id'>;

const COLUMNS = `id, recipient_name as "recipientName", city, county, postcode, dial_code as "dialCode", mobile,
  address_line1 as "addressLine1", address_line2 as "addressLine2", is_default as "isDefault"`;

export async function lockAddressBook(tx: Queryable, userId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int, $2::int)', [ADDRESS_LOCK, userId]);
}

/** The user's addresses: default first, then newest. */
export const listAddresses = (db: Queryable, userId: number) =>
  db.query<AddressRow>(`select ${COLUMNS} from receive_address where user_id = $1 and not deleted order by is_default desc, created_at desc, id desc`, [userId]);

export async function addressById(db: Queryable, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db.query<AddressRow>(`select ${COLUMNS} from receive_address where id = $1::bigint and user_id = $2 and not deleted`, [id, userId], { prepared: true });
  return row ?? null;
}

export async function countAddresses(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from receive_address where user_id = $1 and not deleted', [userId]);
  return row?.n ?? 0;
}

/** Clears the user's default (before another address takes it: one default per user is a unique index). */
export async function clearDefault(tx: Queryable, userId: number, exceptId: number | null = null): Promise<void> {
  await tx.query('update receive_address set is_default = false, updated_at = now() where user_id = $1 and is_default and not deleted and id is distinct from $2', [
    userId,
    exceptId,
  ]);
}

const VALUES = (a: AddressFields) => [a.recipientName, a.city, a.county, a.postcode, a.dialCode, a.mobile, a.addressLine1, a.addressLine2, a.isDefault];

export async function insertAddress(tx: Queryable, userId: number, address: AddressFields): Promise<AddressRow> {
  const [row] = await tx.query<AddressRow>(
    `insert into receive_address (user_id, recipient_name, city, county, postcode, dial_code, mobile, address_line1, address_line2, is_default)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${COLUMNS}`,
    [userId, ...VALUES(address)],
  );
  return row!;
}

export async function updateAddress(tx: Queryable, userId: number, id: number, address: AddressFields): Promise<AddressRow | null> {
  const [row] = await tx.query<AddressRow>(
    `update receive_address set recipient_name = $3, city = $4, county = $5, postcode = $6, dial_code = $7, mobile = $8,
            address_line1 = $9, address_line2 = $10, is_default = $11, updated_at = now()
      where id = $1::bigint and user_id = $2 and not deleted returning ${COLUMNS}`,
    [id, userId, ...VALUES(address)],
  );
  return row ?? null;
}

/** How many of the ids are the user's live addresses, and whether the default is among them. */
export async function ownAddresses(tx: Queryable, userId: number, ids: readonly number[]): Promise<{ count: number; includesDefault: boolean }> {
  const [row] = await tx.query<{ count: number; includesDefault: boolean }>(
    `select count(*)::int as count, coalesce(bool_or(is_default), false) as "includesDefault"
       from receive_address where user_id = $1 and id = any($2::bigint[]) and not deleted`,
    [userId, ids],
  );
  return row ?? { count: 0, includesDefault: false };
}

export async function softDelete(tx: Queryable, userId: number, ids: readonly number[]): Promise<number> {
  const rows = await tx.query(
    'update receive_address set deleted = true, is_default = false, updated_at = now() where user_id = $1 and id = any($2::bigint[]) and not deleted returning id',
    [userId, ids],
  );
  return rows.length;
}

/** Makes the most recently updated remaining address the default (no-op when none is left). */
export async function promoteLatestToDefault(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    `update receive_address set is_default = true
      where id = (select id from receive_address where user_id = $1 and not deleted order by updated_at desc, id desc limit 1)`,
    [userId],
  );
}

/** Inserts the address as the default of the account with this e-mail, unless it has none or already has an address (demo seed). */
export async function insertFirstDefault(db: Queryable, email: string, address: AddressFields): Promise<void> {
  await db.query(
    `insert into receive_address (user_id, recipient_name, city, county, postcode, dial_code, mobile, address_line1, address_line2, is_default)
     select u.id, $2, $3, $4, $5, $6, $7, $8, $9, $10 from app_user u
      where u.email = $1 and not exists (select 1 from receive_address where user_id = u.id and not deleted)
     on conflict (user_id) where is_default and not deleted do nothing`,
    [email, ...VALUES({ ...address, isDefault: true })],
  );
}
