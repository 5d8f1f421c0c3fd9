/**
 * Demo accounts (README lists them) and the coupon centre's demo coupons. Idempotent: existing
 * e-mails and coupon codes are left alone.
 */
import { Role } from '@clearlot/contract';
import type { Db } from '../platform/db';
import { hashPassword } from '../services/user/passwords';

export interface DemoAccount {
  username: string;
  email: string;
  password: string;
  roles: number[];
  purchasePermission: boolean;
  description: string;
  details?: { firstName: string; lastName: string; companyName: string; phone: string; vatNumber: string | null };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo_buyer',
    email: 'buyer@clearlot.test',
    password: 'Demo#Buyer2026',
    roles: [Role.Buyer],
    purchasePermission: true,
    description: 'buyer with purchase permission',
    details: { firstName: 'Amelia', lastName: 'Hughes', companyName: 'Hughes Trading Ltd', phone: '+447700900123', vatNumber: 'GB123456789' },
  },
  {
    username: 'new_buyer',
    email: 'newbuyer@clearlot.test',
    password: 'Demo#Buyer2026',
    roles: [Role.Buyer],
    purchasePermission: false,
    description: 'buyer who has not completed business information',
  },
  {
    username: 'demo_owner',
    email: 'owner@clearlot.test',
    password: 'Demo#Owner2026',
    roles: [Role.Seller],
    purchasePermission: false,
    description: 'goods owner (seller)',
    details: { firstName: 'Oliver', lastName: 'Patel', companyName: 'Patel Surplus Wholesale Ltd', phone: '+447700900456', vatNumber: 'GB987654321' },
  },
  {
    username: 'demo_agent',
    email: 'agent@clearlot.test',
    password: 'Demo#Agent2026',
    roles: [Role.CustomerService],
    purchasePermission: false,
    description: 'customer-service agent',
  },
  // platform operations (issue 34): one account per staff role
  {
    username: 'demo_operations',
    email: 'operations@clearlot.test',
    password: 'Demo#Ops2026',
    roles: [Role.Operations],
    purchasePermission: false,
    description: 'operations (accounts desk: suspend and reinstate)',
  },
  {
    username: 'demo_finance',
    email: 'finance@clearlot.test',
    password: 'Demo#Finance2026',
    roles: [Role.Finance],
    purchasePermission: false,
    description: 'finance (audit log)',
  },
  {
    username: 'demo_admin',
    email: 'admin@clearlot.test',
    password: 'Demo#Admin2026',
    roles: [Role.Administrator],
    purchasePermission: false,
    description: 'administrator (staff accounts and roles, audit log)',
  },
];

export async function seedDemoAccounts(db: Db): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.query('select 1 from app_user where email = $1', [account.email]);
    if (existing.length > 0) continue;
    const passwordHash = await hashPassword(account.password);
    await db.transaction(async (tx) => {
      const d = account.details;
      const [row] = await tx.query<{ id: number }>(
        `insert into app_user (username, email, password_hash, purchase_permission, first_name, last_name, company_name, phone, vat_number)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [
          account.username,
          account.email,
          passwordHash,
          account.purchasePermission,
          d?.firstName ?? null,
          d?.lastName ?? null,
          d?.companyName ?? null,
          d?.phone ?? null,
          d?.vatNumber ?? null,
        ],
      );
      for (const role of account.roles) await tx.query('insert into user_role (user_id, role_id) values ($1, $2)', [row!.id, role]);
    });
    created++;
  }
  return created;
}
