/**
 * Verification codes sent by e-mail or SMS: six digits, valid 10 minutes, single use,
 * at most 5 wrong tries. Only a hash is stored.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { type CodeScene, VERIFICATION_CODE_TTL_SECONDS } from '@clearlot/contract';
import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';

const MAX_FAILED_ATTEMPTS = 5;

const hashCode = (target: string, scene: string, code: string) =>
  createHash('sha256').update(`${scene}\u0000${target}\u0000${code}`).digest();

export async function issueCode(db: Queryable, target: string, scene: CodeScene): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // a new code replaces the older ones
  await db.query(`update verification_code set consumed_at = now() where target = $1 and scene = $2 and consumed_at is null`, [target, scene]);
  await db.query(
    `insert into verification_code (target, scene, code_hash, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [target, scene, hashCode(target, scene, code).toString('hex'), VERIFICATION_CODE_TTL_SECONDS],
  );
  return code;
}

interface CodeRow {
  id: number;
  code_hash: string;
  failed_attempts: number;
  live: boolean;
}

async function latestCode(db: Queryable, target: string, scene: CodeScene): Promise<CodeRow | undefined> {
  const rows = await db.query<CodeRow>(
    `select id, code_hash, failed_attempts,
            (consumed_at is null and expires_at > now() and failed_attempts < $3) as live
       from verification_code where target = $1 and scene = $2 order by id desc limit 1`,
    [target, scene, MAX_FAILED_ATTEMPTS],
  );
  return rows[0];
}

function matches(row: CodeRow, target: string, scene: CodeScene, code: string): boolean {
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = hashCode(target, scene, code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Checks a code against the latest one sent and returns its id. Call it on the database,
 * not inside a transaction: a wrong try must be counted even when the request fails.
 * Throws the catalogue error when the code does not hold.
 */
export async function checkCode(db: Queryable, input: { target: string; scene: CodeScene; code: string }): Promise<number> {
  const row = await latestCode(db, input.target, input.scene);
  if (!row) return fail('verificationCodeNotRequested');
  if (!row.live) return fail('verificationCodeWrong');
  if (!matches(row, input.target, input.scene, input.code)) {
    await db.query('update verification_code set failed_attempts = failed_attempts + 1 where id = $1', [row.id]);
    return fail('verificationCodeWrong');
  }
  return row.id;
}

/** Uses a checked code up (compare-and-set: two requests racing with one code cannot both win). */
export async function consumeCode(db: Queryable, codeId: number): Promise<void> {
  const used = await db.query('update verification_code set consumed_at = now() where id = $1 and consumed_at is null returning id', [codeId]);
  if (used.length === 0) fail('verificationCodeWrong');
}

export async function purgeOldCodes(db: Queryable): Promise<void> {
  await db.query(`delete from verification_code where expires_at < now() - interval '1 day'`);
}
