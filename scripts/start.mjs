import './check-node.mjs';
import './load-env.mjs';
import { register } from 'tsx/esm/api';
import { buildWebIfNeeded } from './build-if-needed.mjs';

buildWebIfNeeded();
process.env.NODE_ENV ??= 'production';
// The quick start is a demo on this machine: with no address of its own the shop is only reached on
// loopback, so the sandboxes may run. A shop with a public PUBLIC_URL must set ALLOW_SANDBOX=true itself
// (or configure Dragonpay and Ninja Van), docs/architecture.md#security.
const loopback = /^(localhost|127\.0\.0\.1|\[::1\]|::1)$/;
const publicHost = process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL).hostname : 'localhost';
if (loopback.test(publicHost) && loopback.test(process.env.HOST || '127.0.0.1'))
  process.env.ALLOW_SANDBOX ??= 'true';
register();
await import('../apps/server/src/main.ts');
