import { installConsoleGuard } from './console-guard.ts';

// docs/contributing.md#test-setup
installConsoleGuard();
