/**
 * Chat benchmark (issue 12). On a fresh PostgreSQL database it starts one server process (which
 * migrates and seeds), makes `--sockets` people in pairs (each pair one goods-owner conversation),
 * opens one authenticated WebSocket per person, and measures the server's memory per socket. Then
 * every sender writes 1:1 messages at a steady total rate for `--seconds`, and the receiver's socket
 * times each from send to receipt: p50/p95/p99 and messages per second. Then a second server process
 * starts on the same database, the receivers move to it, and the same run measures the fan-out
 * through PostgreSQL LISTEN/NOTIFY, sender and receiver on different processes.
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/chat.ts [--sockets 10000] [--rate 500] [--seconds 20]
 * The clients run in this process (one Node.js event loop): on a 2-core machine they share the CPU
 * with the server(s) and PostgreSQL, so the latencies include that contention.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import WebSocket from 'ws';
import { startProcess } from './load';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '10000' },
    rate: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '20' },
    server: { type: 'string', default: 'apps/server/src/main.ts' },
  },
});
const SOCKETS = Math.max(2, Number(values.sockets) - (Number(values.sockets) % 2));
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT_A = 3931;
const PORT_B = 3932;
const SOCKET_PATH = '/srs-message-service/im/socket';

const name = `clearlot_bench_chat_${Date.now()}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
const serverEnv = { DATABASE_URL: databaseUrl, HOST: '127.0.0.1', LOG_LEVEL: 'warn', SWEEPER: 'false', METRICS: 'false', CLEARLOT_WEB_DIST: '/nonexistent', PG_POOL_MAX: '20' };

const rssOf = (child: ChildProcess) => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
};
const heapOf = async (port: number) => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const servers: ChildProcess[] = [];
const db = new pg.Client({ connectionString: databaseUrl });

interface Person {
  userId: number;
  chatToken: string;
  socket: WebSocket | null;
}
interface Pair {
  sender: Person;
  receiver: Person;
  conversationId: number;
}

/** People, sessions and chat tokens written straight into the tables (10,000 sign-ins would measure argon2, not chat). */
async function makePeople(count: number): Promise<Person[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(24).toString('base64url'));
  const users = await db.query<{ id: number }>(
    `insert into app_user (username, email, password_hash, purchase_permission)
     select 'bench_chat_' || i, 'bench_chat_' || i || '@clearlot.test', 'bench', true from generate_series(1, $1) i returning id`,
    [count],
  );
  const ids = users.rows.map((r) => r.id).sort((a, b) => a - b);
  await db.query(`insert into user_role (user_id, role_id) select unnest($1::int[]), 2`, [ids]);
  const sessions = await db.query<{ id: number; user_id: number }>(
    `insert into user_session (token_hash, user_id, permission_version, expires_at)
     select 'bench-' || u, u, 1, now() + interval '1 day' from unnest($1::int[]) u returning id, user_id`,
    [ids],
  );
  const sessionOf = new Map(sessions.rows.map((r) => [r.user_id, r.id]));
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
  await db.query(
    `insert into chat_token (token_hash, user_id, session_id, expires_at)
     select h, u, s, now() + interval '1 day' from unnest($1::text[], $2::int[], $3::int[]) as x(h, u, s)`,
    [hashes, ids, ids.map((id) => sessionOf.get(id)!)],
  );
  return ids.map((userId, i) => ({ userId, chatToken: tokens[i]!, socket: null }));
}

/** One goods-owner conversation per pair: the receiver is the goods owner of a shop of their own. */
async function makePairs(people: Person[]): Promise<Pair[]> {
  const senders = people.filter((_, i) => i % 2 === 0);
  const receivers = people.filter((_, i) => i % 2 === 1);
  const shops = await db.query<{ id: number; user_id: number }>(
    `insert into goods_owner (user_id, shop_name_en, shop_name_zh) select u, 'Bench shop ' || u, '测试店铺 ' || u from unnest($1::int[]) u returning id, user_id`,
    [receivers.map((r) => r.userId)],
  );
  const shopOf = new Map(shops.rows.map((r) => [r.user_id, r.id]));
  const conversations = await db.query<{ id: number; buyer_id: number }>(
    `insert into chat_conversation (kind, buyer_id, owner_id, owner_user_id, status)
     select 2, b, o, r, 2 from unnest($1::int[], $2::int[], $3::int[]) as x(b, o, r) returning id, buyer_id`,
    [senders.map((s) => s.userId), receivers.map((r) => shopOf.get(r.userId)!), receivers.map((r) => r.userId)],
  );
  // bigint ids come back from pg as text
  const conversationOf = new Map(conversations.rows.map((r) => [r.buyer_id, Number(r.id)]));
  await db.query(`insert into chat_participant (conversation_id, user_id) select c, u from unnest($1::bigint[], $2::int[]) as x(c, u)`, [
    [...senders.map((s) => conversationOf.get(s.userId)!), ...receivers.map((_, i) => conversationOf.get(senders[i]!.userId)!)],
    [...senders.map((s) => s.userId), ...receivers.map((r) => r.userId)],
  ]);
  return senders.map((sender, i) => ({ sender, receiver: receivers[i]!, conversationId: conversationOf.get(sender.userId)! }));
}

const received = new Map<string, number>();
const latencies: number[] = [];
let acked = 0;
let refused = 0;
const refusals = new Map<number, number>();

function connect(person: Person, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${SOCKET_PATH}?token=${person.chatToken}`);
    const timer = setTimeout(() => reject(new Error('no ready frame in 30 s')), 30_000);
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { type: string; nonce?: string; message?: { text: string; senderId: number; nonce: string | null } };
      if (frame.type === 'ready') {
        clearTimeout(timer);
        person.socket = socket;
        resolve();
      } else if (frame.type === 'message' && frame.message && frame.message.senderId !== person.userId) {
        const sentAt = received.get(frame.message.nonce ?? '');
        if (sentAt !== undefined) {
          latencies.push(performance.now() - sentAt);
          received.delete(frame.message.nonce!);
        }
      } else if (frame.type === 'ack') acked += 1;
      else if (frame.type === 'error') {
        refused += 1;
        const code = (frame as { code?: number }).code ?? 0;
        refusals.set(code, (refusals.get(code) ?? 0) + 1);
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

async function connectAll(people: Person[], port: number): Promise<void> {
  const BATCH = 250;
  for (let i = 0; i < people.length; i += BATCH) await Promise.all(people.slice(i, i + BATCH).map((p) => connect(p, port)));
}

/** Every pair's sender writes in turn so the total rate is `rate` messages per second. */
async function run(title: string, pairs: Pair[]): Promise<Record<string, number | string>> {
  latencies.length = 0;
  received.clear();
  acked = 0;
  refused = 0;
  refusals.clear();
  const total = Math.round(RATE * SECONDS);
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE) + 1);
    for (; sent < due; sent += 1) {
      const pair = pairs[sent % pairs.length]!;
      const nonce = randomUUID();
      received.set(nonce, performance.now());
      pair.sender.socket!.send(JSON.stringify({ type: 'send', conversationId: pair.conversationId, nonce, text: `bench message ${sent}` }));
    }
    await sleep(5);
  }
  const sendSeconds = (performance.now() - started) / 1000;
  // wait for the stragglers (at most 10 s)
  const deadline = performance.now() + 10_000;
  while (latencies.length + refused < total && performance.now() < deadline) await sleep(50);
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    title,
    sent: total,
    acknowledged: acked,
    delivered: latencies.length,
    refused,
    lost: total - latencies.length - refused,
    'sent/s': Math.round(total / sendSeconds),
    'delivered/s': Math.round(latencies.length / elapsed),
    'p50 ms': round(percentile(sorted, 50)),
    'p95 ms': round(percentile(sorted, 95)),
    'p99 ms': round(percentile(sorted, 99)),
    'max ms': round(sorted.at(-1) ?? NaN),
    refusals: JSON.stringify(Object.fromEntries(refusals)),
  };
}

try {
  const started = Date.now();
  servers.push(await startProcess(values.server, { ...serverEnv, PORT: String(PORT_A) }, `http://127.0.0.1:${PORT_A}/healthz`));
  await db.connect();
  const people = await makePeople(SOCKETS);
  const pairs = await makePairs(people);
  // let the seeding settle before the baseline
  await sleep(3000);
  global.gc?.();
  const before = rssOf(servers[0]!);
  const connectStart = performance.now();
  await connectAll(people, PORT_A);
  const connectSeconds = (performance.now() - connectStart) / 1000;
  await sleep(3000);
  await heapOf(PORT_A);
  const after = rssOf(servers[0]!);
  const memory = {
    sockets: SOCKETS,
    'connect s': Math.round(connectSeconds * 10) / 10,
    'server RSS before MB': mb(before),
    'server RSS with sockets MB': mb(after),
    'per socket KB': Math.round(((after - before) / SOCKETS / 1024) * 10) / 10,
  };
  console.log('\nOne server process: memory');
  console.table([memory]);

  const one = await run(`1 process, ${SOCKETS} sockets`, pairs);
  console.table([one]);

  // the receivers move to a second process: every message crosses by NOTIFY
  servers.push(await startProcess(values.server, { ...serverEnv, PORT: String(PORT_B) }, `http://127.0.0.1:${PORT_B}/healthz`));
  for (const pair of pairs) pair.receiver.socket?.close();
  await sleep(1000);
  await connectAll(
    pairs.map((p) => p.receiver),
    PORT_B,
  );
  await sleep(2000);
  const two = await run(`2 processes (sender on A, receiver on B), ${SOCKETS} sockets`, pairs);
  console.table([two]);
  const rss = { 'A RSS MB': mb(rssOf(servers[0]!)), 'B RSS MB': mb(rssOf(servers[1]!)) };
  console.table([rss]);
  console.log(
    `\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${mb(totalmem())} MB; ${new Date().toISOString()}; rate ${RATE}/s for ${SECONDS} s; took ${Math.round((Date.now() - started) / 1000)} s`,
  );
  const [counts] = (await db.query<{ messages: number }>('select count(*)::int as messages from chat_message')).rows;
  console.log(`stored messages: ${counts!.messages}`);
} finally {
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once('exit', r)))));
  await db.end().catch(() => undefined);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  process.exit(0);
}
