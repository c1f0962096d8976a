// First: react-dom looks for the developer tools' hook when it loads.
import './react-commits.ts';
import { installConsoleGuard } from '@fengshui/shared/test/console-guard';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw.ts';

// docs/contributing.md#test-setup
installConsoleGuard();

// jsdom reports what it does not implement on its own virtual console, which bypasses the page's
// console: route it through console.error so the guard fails the test that hit it.
const { jsdom } = globalThis as {
  jsdom?: { virtualConsole: { on(event: 'jsdomError', listener: (error: Error) => void): void } };
};
jsdom?.virtualConsole.on('jsdomError', (error) => console.error(`jsdom: ${error.message}`));

// What the components call and jsdom does not implement, stubbed once for every test. Plain
// functions, so a test's vi.restoreAllMocks() leaves them in place; a test that needs an answer of
// its own stubs the global itself.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// The stand-in API (docs/contributing.md#the-web-test-toolkit): a request no handler answers fails the test
// (MSW reports it with console.error, which the guard turns into a failure).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
