import { defineConfig } from 'vitest/config';

// A journey's `expect.poll` waits as long as Playwright's own waits (its default timeout): the journeys
// share the machine's cores with the API suites, and a screen that settles within Vitest's default
// second on a quiet machine may not on a busy one.
const journeyExpect = { poll: { timeout: 30_000 } };

// One runner for every suite: domain rules, the web app's lib/ in a simulated DOM, the console's lib/,
// API over HTTP (PGlite, and PostgreSQL when DATABASE_URL is set), and browser journeys in headless
// Chromium against the built customers' app and the built operator console.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['test/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'painel',
          root: './apps/painel',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './apps/web',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          expect: journeyExpect,
          globalSetup: ['./e2e/support/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'painel-e2e',
          root: './apps/painel',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          expect: journeyExpect,
          globalSetup: ['./e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
