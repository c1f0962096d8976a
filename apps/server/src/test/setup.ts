import { installConsoleGuard } from '@fengshui/shared/test/console-guard';

// docs/contributing.md#test-setup: the guard of the web and shared tests, for the API tests too. A
// console.error or console.warn nobody expected, or a promise rejection nobody handled, fails the test
// during which it happened. The app's own log lines go through pino, not the console, and pass.
installConsoleGuard();
