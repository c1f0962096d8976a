import { config } from 'zod';

// The Content-Security-Policy allows no eval. Zod would otherwise probe `new Function` when the first
// schema is built and, although it catches the refusal, the browser still reports a CSP violation
// (Lighthouse's best-practices audit counts it). Imported first by the entry, before any schema.
config({ jitless: true });
