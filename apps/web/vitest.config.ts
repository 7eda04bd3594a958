import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // A ceiling for a stuck test, not a speed target: on a loaded 2-core machine rendering whole antd
    // screens in jsdom has taken over 12 s for a single test.
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
