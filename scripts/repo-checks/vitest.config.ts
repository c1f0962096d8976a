import { defineProject } from 'vitest/config';

// Checks of the repository itself (docs/contributing.md#comments-and-citations).
export default defineProject({
  test: { name: 'repo', root: import.meta.dirname, include: ['*.test.ts'] },
});
