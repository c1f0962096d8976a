import { afterAll, afterEach, beforeEach } from 'vitest';

// docs/contributing.md#test-setup: a console.error or console.warn nobody expected, or a promise
// rejection nobody handled, is a bug the test did not look for, so it fails the test that caused it.

type Watched = 'error' | 'warn';

// The shared package is typed for neither Node nor the browser; the guard runs in both (the web tests run
// in jsdom on Node), so it names the little it uses itself.
type Listener = (reason: unknown) => void;
const host = globalThis as unknown as {
  console: Record<Watched, (...args: unknown[]) => void>;
  process: {
    on(event: 'unhandledRejection', listener: Listener): void;
    off(event: 'unhandledRejection', listener: Listener): void;
  };
};
interface Expectation {
  method: Watched;
  pattern: RegExp;
  calls: string[];
}

const describeValue = (value: unknown): string =>
  value instanceof Error ? (value.stack ?? value.message) : typeof value === 'string' ? value : String(value);

let unexpected: string[] = [];
let expectations: Expectation[] = [];

/**
 * Declares that the current test expects `console[method]` calls whose text matches `pattern`: they
 * do not fail it. Returns the texts of the matching calls, for the test to assert on.
 */
export function expectConsole(method: Watched, pattern: RegExp): string[] {
  const expectation: Expectation = { method, pattern, calls: [] };
  expectations.push(expectation);
  return expectation.calls;
}

/** What the guard recorded and nobody expected, cleared: for the guard's own test. */
export function takeUnexpected(): string[] {
  const found = unexpected;
  unexpected = [];
  return found;
}

function watch(method: Watched): () => void {
  const original = host.console[method];
  const watcher = (...args: unknown[]) => {
    const text = args.map(describeValue).join(' ');
    const expected = expectations.find((entry) => entry.method === method && entry.pattern.test(text));
    if (expected) expected.calls.push(text);
    else unexpected.push(`console.${method}: ${text}`);
  };
  // A plain property, not a vi.spyOn: a test's own vi.restoreAllMocks() must not switch the guard off,
  // and a test's own spy on console.error still calls through to it.
  host.console[method] = watcher;
  return () => {
    if (host.console[method] === watcher) host.console[method] = original;
  };
}

const onRejection = (reason: unknown) => {
  unexpected.push(`unhandled rejection: ${describeValue(reason)}`);
};

/** Installs the guard for one test file; the web and shared setup files call it. */
export function installConsoleGuard(): void {
  const restore = [watch('error'), watch('warn')];
  host.process.on('unhandledRejection', onRejection);

  beforeEach(() => {
    unexpected = [];
    expectations = [];
  });
  afterEach(() => {
    const found = takeUnexpected();
    expectations = [];
    if (found.length > 0) throw new Error(`Unexpected during the test:\n${found.join('\n')}`);
  });
  afterAll(() => {
    host.process.off('unhandledRejection', onRejection);
    for (const undo of restore) undo();
    // What happened after the last test still belongs to this file.
    if (unexpected.length > 0) throw new Error(`Unexpected after the tests:\n${unexpected.join('\n')}`);
  });
}
