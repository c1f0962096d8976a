import { afterEach, beforeEach, vi } from 'vitest';

// Epic Stack's rule: a console.error during a test is a bug, so it fails the test.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${errors.map((args) => args.join(' ')).join('\n')}`,
    );
  }
});
