// Vite resolves every `import ... from 'zod'` of the app and the shared package to this module
// (vite.config.ts, zodWithoutEvalEverywhere), so the switch below runs before the first schema anywhere, and
// zod stays out of the entry: a page loads it with the first module that builds a schema.
//
// The Content-Security-Policy allows no eval. Zod would otherwise probe `new Function` when the first
// schema parses and, although it catches the refusal, the browser still reports a CSP violation
// (Lighthouse's best-practices audit counts it).
import { config } from 'zod';

config({ jitless: true });

export * from 'zod';
