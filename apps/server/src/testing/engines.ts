/** Which database engines the API tests run on (apart from the harness, so the test templates' setup can ask without loading the app). */
export type Engine = 'pglite' | 'postgres';
/**
 * The engines each API test runs on: PGlite, and PostgreSQL when TEST_DATABASE_URL is set; TEST_ENGINES (a comma list,
 * e.g. `postgres`) narrows them, as CI does: PGlite on Node.js 24, PostgreSQL on the machine's Node (docs/decisions.md, "CI: each
 * engine's API tests once, one on each Node").
 */
export const engines: Engine[] = chooseEngines(process.env);

export function chooseEngines(env: NodeJS.ProcessEnv): Engine[] {
  const available: Engine[] = env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  if (!env.TEST_ENGINES) return available;
  const asked = env.TEST_ENGINES.split(',').map((name) => name.trim());
  for (const name of asked) {
    if (!available.includes(name as Engine)) throw new Error(`TEST_ENGINES names ${name}: the engines here are ${available.join(', ')} (postgres needs TEST_DATABASE_URL)`);
  }
  return available.filter((engine) => asked.includes(engine));
}
