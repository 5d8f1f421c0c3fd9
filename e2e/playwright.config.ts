import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: '..',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
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
    },
  },
});
