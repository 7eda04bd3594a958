import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The build's virtual stylesheets (build/antd-styles.ts) are empty in tests, like every stylesheet. */
const virtualStyles = {
  name: 'rs-virtual-styles-in-tests',
  resolveId: (id: string) => (/^virtual:.*\.css$/.test(id) ? `\0${id}` : undefined),
  load: (id: string) => (/^\0virtual:.*\.css$/.test(id) ? '' : undefined),
};

export default defineConfig({
  plugins: [react(), virtualStyles],
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
