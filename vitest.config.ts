import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          exclude: ['tests/integration/postgres-server/**'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: more workers only contend for them.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'postgres-server',
          // What only a PostgreSQL server can show (it stopping under load): CI's second pass.
          include: ['tests/integration/postgres-server/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: more workers only contend for them.
          maxWorkers: 2,
        },
      },
    ],
  },
});
