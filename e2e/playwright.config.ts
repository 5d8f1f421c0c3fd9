import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);

/** A journeys' server on `serverPort`: the development mailbox on, the picture code off, with `env` added. */
function server(serverPort: number, env: Record<string, string>) {
  return {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: '..',
    url: `http://localhost:${serverPort}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      CLEARLOT_DATA_DIR: 'memory://',
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      SWEEPER: 'false',
      // every journey's visitor comes from this one machine: more codes an hour than one real address may ask for
      CODE_REQUESTS_PER_IP_PER_HOUR: '1000',
      // the journeys read e-mailed and texted codes from the development mailbox
      DEV_MAILBOX: 'true',
      // the chat journey translates a message with the test-only fake provider (docs/decisions.md, translation)
      TRANSLATE_PROVIDER: 'fake',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // a journey is several people in several browsers on two cores shared with the server (a clean-clone CI run
  // took 56-70 s for the three-person ones): a minute was too close to their time, not a sign of a fault
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-GB',
    // a trace is a snapshot of the page at every step: recorded for a journey's retry only, where a failure shows (every
    // journey traced cost every journey its snapshots on the two cores the browsers share with the servers)
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // one server for the journeys and two others, all of the same command on an in-memory database (each costs a start
  // and nothing to clean up): one with no text provider that takes cards through Stripe, one whose text provider fails
  webServer: [
    // CI gives the main server a fresh PostgreSQL database of its own (JOURNEYS_DATABASE_URL, made and dropped by
    // .ci/run): the engine production runs on, where the journeys' two browsers are served by a pool of connections
    // instead of PGlite's one (docs/decisions.md, "Journeys on PostgreSQL in CI"); elsewhere it runs on PGlite in memory
    server(port, process.env.JOURNEYS_DATABASE_URL ? { DATABASE_URL: process.env.JOURNEYS_DATABASE_URL } : {}),
    // texts-off.e2e.ts: no text provider at all (SMS_PROVIDER=none: `textsAvailable` false though the mailbox is on),
    // so every code meant for a phone is e-mailed to the account instead; and stripe-payment.e2e.ts: cards through
    // Stripe (issue 35), the SDK pointed at the local fake of Stripe's API below (neither journey needs what the other
    // changes, and a server fewer to start is about a minute of two busy cores)
    server(port + 1, {
      SMS_PROVIDER: 'none',
      STRIPE_SECRET_KEY: 'sk_test_clearlotfake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_clearlotfake',
      STRIPE_WEBHOOK_SECRET: 'whsec_clearlotfake',
      STRIPE_API_BASE: `http://127.0.0.1:${port + 3}`,
    }),
    // texts-off.e2e.ts, the delivery failures desk: Twilio configured but unreachable (nothing listens on port 1),
    // so a text fails as it does when the provider is down, the code goes by e-mail, and operations see the failure
    server(port + 2, {
      TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
      TWILIO_AUTH_TOKEN: 'journeys-twilio-token',
      TWILIO_FROM: '+447700900999',
      TWILIO_API_BASE: 'http://127.0.0.1:1',
    }),
    // the fake of Stripe's API (scripts/stripe-fake.ts), which delivers its signed webhooks to the Stripe server
    {
      command: 'node --import tsx scripts/stripe-fake.ts',
      cwd: '..',
      url: `http://127.0.0.1:${port + 3}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(port + 3), WEBHOOK_URL: `http://127.0.0.1:${port + 1}/srs-payment-service/stripe/webhook` },
    },
  ],
});
