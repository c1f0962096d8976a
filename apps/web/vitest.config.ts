import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Page tests render whole pages in jsdom; on a busy 2-core machine 5 s is not always enough.
    testTimeout: 20_000,
  },
});
