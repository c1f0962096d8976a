import { installConsoleGuard } from '@fengshui/shared/test/console-guard';

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
