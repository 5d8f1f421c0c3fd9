/** Load helpers for the benchmark scripts: autocannon with exact percentiles from every response time. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';

export interface LoadResult {
  title: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function load(title: string, options: { url: string; body?: object; token?: string; connections: number; seconds: number }): Promise<LoadResult> {
  const times: number[] = [];
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: options.body ? JSON.stringify(options.body) : undefined,
    setupClient: (client) => {
      client.on('response', (_status: number, _bytes: number, responseTime: number) => times.push(responseTime));
    },
  });
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    title,
    requests: times.length,
    rps: Math.round(result.requests.average),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    errors: result.errors + result.non2xx,
  };
}

/** Start a Node script in its own process and wait until it answers on the health URL. */
export async function startProcess(script: string, env: Record<string, string>, healthUrl: string): Promise<ChildProcess> {
  // a server left over from an earlier run would answer the health check and be measured instead
  const leftover = await fetch(healthUrl).then(
    () => true,
    () => false,
  );
  if (leftover) throw new Error(`something already answers ${healthUrl}: stop it first`);
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(script)], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(healthUrl)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill();
  throw new Error(`${script} did not start${exited ? ' (it exited)' : ''}`);
}

export function table(results: LoadResult[]): string[] {
  return [
    '| call | p50 ms | p95 ms | p99 ms | requests/s | requests | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map((r) => `| ${r.title} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${r.requests} | ${r.errors} |`),
  ];
}

/** CPU time (ms) a process has used so far (Linux /proc, in ticks of 1/100 s); 0 when it cannot be read. */
export function processCpuMs(pid: string | number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * CPU time (ms) used so far by each PostgreSQL backend serving `database`, by pid: the pool closes idle
 * connections, so a caller compares the backends alive at both ends. Empty without Linux /proc.
 */
export function postgresBackendsCpuMs(database: string): Map<string, number> {
  const backends = new Map<string, number>();
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (cmdline.startsWith('postgres: ') && cmdline.includes(` ${database} `)) backends.set(pid, processCpuMs(pid));
      } catch {
        /* gone */
      }
    }
  } catch {
    /* no /proc */
  }
  return backends;
}
