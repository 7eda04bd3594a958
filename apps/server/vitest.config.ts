import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Ceilings for a stuck test, not speed targets: on a loaded 2-core machine the 50-user parallel
    // favourites test has taken 17 s and the real-server shutdown test 13 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file opens its own database (SQLite in memory, or its own PostgreSQL schema).
    pool: 'forks',
  },
});
