import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each file opens its own database (SQLite in memory, or its own PostgreSQL schema).
    pool: 'forks',
  },
});
