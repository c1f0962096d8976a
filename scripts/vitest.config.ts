import { defineProject } from 'vitest/config';

// The repository's own scripts and checks (docs/contributing.md#comments-and-citations).
export default defineProject({
  test: { name: 'scripts', root: import.meta.dirname, include: ['**/*.test.ts'] },
});
