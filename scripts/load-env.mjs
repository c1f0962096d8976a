// Loads `.env` from the working directory (the repository root under npm) into process.env before the
// server reads its configuration; a variable already set in the environment wins, as with Node's own
// --env-file. Without a `.env` nothing happens. Used by npm start (scripts/start.mjs), and by
// `npm run dev:server` and `npm run admin:create` through `--import`. The browser journeys do not load
// it, so a developer's `.env` (a real gateway, SMTP) never reaches them.
import { existsSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve('.env');
if (existsSync(file)) process.loadEnvFile(file);
