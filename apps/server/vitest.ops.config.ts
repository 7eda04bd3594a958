import { defineConfig } from 'vitest/config';

// Process-level tests (issue 13): real server processes started as `npm start` starts them, nginx in front of
// two of them, kill -9 during writes, slow clients. They own ports, databases and child processes, so they
// run one file at a time, apart from the in-process suite (`vitest.config.ts`).
export default defineConfig({
  test: {
    include: ['test-ops/**/*.test.ts'],
    environment: 'node',
    // Ceilings for a stuck run, not speed targets: each file starts several servers on a shared machine.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
