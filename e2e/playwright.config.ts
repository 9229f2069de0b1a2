import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `storefront-e2e-${port}`);
const root = path.resolve(import.meta.dirname, '..');
/** The local OpenID Connect provider Initech signs in with (single sign-on tests). */
const ssoPort = port + 1;
const ssoIssuer = `http://127.0.0.1:${ssoPort}`;

/** Browser tests against the built app, served by the real server on a fresh embedded database. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // CI machines have two cores shared by the server, two browsers and the build's workers.
  timeout: process.env.CI ? 45_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL: `http://acme.localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx apps/server/src/modules/sso/dev-issuer.ts',
      cwd: root,
      url: `${ssoIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { SSO_DEV_PORT: String(ssoPort), STORE_PORT: String(port), SSO_LOCAL_STORES: 'initech' },
    },
    {
      // A fresh data folder every run, so tests see exactly the seeded demo stores.
      command: `rm -rf "${dataDir}" && node --import tsx apps/server/src/server.ts`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Attempt limits are proven by the API tests; here many sign-ins come from one address.
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        RATE_LIMITS: 'false',
        // Tests read every new shopper's mail in the dev mailbox, open to anyone only in tests.
        NODE_ENV: 'test',
        SSO_ISSUER_URL: ssoIssuer,
        SSO_LOCAL_STORES: 'initech',
      },
    },
  ],
});
