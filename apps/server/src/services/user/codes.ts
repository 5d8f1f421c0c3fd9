/**
 * Verification codes sent by e-mail or SMS: six digits, valid 10 minutes, single use,
 * at most 5 wrong tries (each try is counted before the code is compared). Only a hash is stored.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { type CodeScene, VERIFICATION_CODE_TTL_SECONDS } from '@clearlot/contract';
import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';

const MAX_FAILED_ATTEMPTS = 5;

const hashCode = (target: string, scene: string, code: string) => createHash('sha256').update(`${scene}\u0000${target}\u0000${code}`).digest();

export async function issueCode(db: Queryable, target: string, scene: CodeScene): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // a new code replaces the older ones
  await db.query(`update verification_code set consumed_at = now() where target = $1 and scene = $2 and consumed_at is null`, [target, scene]);
  await db.query(`insert into verification_code (target, scene, code_hash, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))`, [
    target,
    scene,
    hashCode(target, scene, code).toString('hex'),
    VERIFICATION_CODE_TTL_SECONDS,
  ]);
  return code;
}

async function latestCodeId(db: Queryable, target: string, scene: CodeScene): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>('select id from verification_code where target = $1 and scene = $2 order by id desc limit 1', [target, scene]);
  return rows[0]?.id;
}

/**
 * Takes one of the code's tries before it is compared (compare-and-count in one statement), so
 * at most MAX_FAILED_ATTEMPTS comparisons ever happen per code, however many arrive at once.
 * Returns the stored hash, or undefined when the code is used, expired or out of tries.
 */
async function takeCodeTry(db: Queryable, id: number): Promise<string | undefined> {
  const rows = await db.query<{ code_hash: string }>(
    `update verification_code set failed_attempts = failed_attempts + 1
      where id = $1 and consumed_at is null and expires_at > now() and failed_attempts < $2
      returning code_hash`,
    [id, MAX_FAILED_ATTEMPTS],
  );
  return rows[0]?.code_hash;
}

function matches(codeHash: string, target: string, scene: CodeScene, code: string): boolean {
  const expected = Buffer.from(codeHash, 'hex');
  const actual = hashCode(target, scene, code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Checks a code against the latest one sent and returns its id. Call it on the database,
 * not inside a transaction: a wrong try must stay counted even when the request fails.
 * Throws the catalogue error when the code does not hold.
 */
export async function checkCode(db: Queryable, input: { target: string; scene: CodeScene; code: string }): Promise<number> {
  const id = await latestCodeId(db, input.target, input.scene);
  if (id === undefined) return fail('verificationCodeNotRequested');
  const codeHash = await takeCodeTry(db, id);
  if (codeHash === undefined || !matches(codeHash, input.target, input.scene, input.code)) return fail('verificationCodeWrong');
  // only wrong tries count: the right code gives its try back
  await db.query('update verification_code set failed_attempts = failed_attempts - 1 where id = $1 and failed_attempts > 0', [id]);
  return id;
}

/** Uses a checked code up (compare-and-set: two requests racing with one code cannot both win). */
export async function consumeCode(db: Queryable, codeId: number): Promise<void> {
  const used = await db.query('update verification_code set consumed_at = now() where id = $1 and consumed_at is null returning id', [codeId]);
  if (used.length === 0) fail('verificationCodeWrong');
}

export async function purgeOldCodes(db: Queryable): Promise<void> {
  await db.query(`delete from verification_code where expires_at < now() - interval '1 day'`);
}
