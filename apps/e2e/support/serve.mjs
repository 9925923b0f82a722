// Starts the production server for the e2e run on a fresh data folder.
// Run by playwright.config.ts (webServer) from apps/e2e; `npm run build` must have run before.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const main = resolve(here, '../../api/dist/main.js');
const dataDir = resolve(process.env.DATA_DIR ?? resolve(here, '../.data'));

if (!existsSync(main)) {
  console.error(`[e2e] ${main} is missing: run \`npm run build\` at the repo root first (npm run test:e2e does).`);
  process.exit(1);
}
if (!dataDir.endsWith('.data')) {
  // Guard against wiping a real data folder through a stray DATA_DIR.
  console.error(`[e2e] refusing to wipe ${dataDir}: DATA_DIR for e2e must end with ".data"`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });

const env = { NODE_ENV: 'production', ...process.env, DATA_DIR: dataDir };
// Embedded PGlite (so the demo account exists) and .eml files in DATA_DIR/mail (read by support/mail.ts).
delete env.DATABASE_URL;
delete env.SMTP_URL;

const child = spawn(process.execPath, [main], { env, stdio: 'inherit', cwd: resolve(here, '..') });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
