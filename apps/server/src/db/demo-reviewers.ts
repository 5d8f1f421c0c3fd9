/**
 * The trading buyers who wrote the demo reviews (services/feedback/reviews/seed.ts). Accounts are the
 * user service's rows; like the demo accounts (./seed.ts) they are written here, by the seeding
 * layer. Their password hash is locked (not an argon2 hash, so no password matches it): nobody signs
 * in as them, README lists the accounts people use.
 */
import { Role } from '@clearlot/contract';
import type { Db } from '../platform/db';

export interface DemoReviewerAccount {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
}

const LOCKED_PASSWORD = '!locked: demo reviewer, no sign-in';

/** The account's id, made with purchase permission and the buyer role on first use. */
export async function ensureDemoReviewer(db: Db, account: DemoReviewerAccount): Promise<number> {
  const [existing] = await db.query<{ id: number }>('select id from app_user where email = $1', [account.email]);
  if (existing) return existing.id;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `insert into app_user (username, email, password_hash, purchase_permission, first_name, last_name, company_name)
       values ($1, $2, $3, true, $4, $5, $6) returning id`,
      [account.username, account.email, LOCKED_PASSWORD, account.firstName, account.lastName, account.company],
    );
    await tx.query('insert into user_role (user_id, role_id) values ($1, $2)', [row!.id, Role.Buyer]);
    return row!.id;
  });
}
