import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db';

const MIGRATIONS_DIR = join(import.meta.dirname, '../db/migrations');
/** arbitrary constant: serialises migrations when several processes start at once */
const MIGRATION_LOCK = 7_240_001;

/** Apply pending SQL migrations in name order, all in one transaction under an advisory lock. */
export async function migrate(db: Db): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query('create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())');
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migration')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
      await tx.query('insert into schema_migration (name) values ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
