import './check-node.mjs';
import './load-env.mjs';
import { register } from 'tsx/esm/api';
import { buildWebIfNeeded } from './build-if-needed.mjs';

buildWebIfNeeded();
process.env.NODE_ENV ??= 'production';
register();
await import('../apps/server/src/main.ts');
