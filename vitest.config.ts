import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/app/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'apps/server/src/reliability/**'],
          // Migrates and seeds once per run; each test file then gets its own copy of the result.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // A worker imports Fastify, PGlite and the rest once, not once per file (measured: the
          // suite runs in about half the time). Every file still builds its own app on its own
          // database; so keep no state in module scope and don't vi.mock server modules.
          isolate: false,
        },
      },
      {
        test: {
          name: 'reliability',
          // The store's promises under attack (`npm run test:reliability`): concurrency, isolation,
          // generated bad input, kills under load. Each check writes its figures for the table.
          include: ['apps/server/src/reliability/**/*.test.ts'],
          globalSetup: [
            'apps/server/src/test/global-setup.ts',
            'apps/server/src/reliability/figures-setup.ts',
          ],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
