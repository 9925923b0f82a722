// `npm run dev`: the API with tsx watch on port 3001 and Vite for the web app, which proxies /api to it
// (apps/web/vite.config.ts). Ctrl+C stops both; if either stops, the other is stopped too.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
/** The Vite dev server's port (apps/web/vite.config.ts); email links must open the page the developer uses. */
const WEB_PORT = 3000;

const children = [
  {
    name: 'api',
    child: spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/main.ts'], {
      cwd: join(root, 'apps/api'),
      stdio: 'inherit',
      detached: true,
      env: {
        ...process.env,
        PORT: process.env.API_PORT ?? '3001',
        HOST: process.env.HOST ?? '127.0.0.1',
        APP_URL: process.env.APP_URL ?? `http://localhost:${WEB_PORT}`,
      },
    }),
  },
  {
    name: 'web',
    child: spawn(bin('vite'), [], { cwd: join(root, 'apps/web'), stdio: 'inherit', detached: true }),
  },
];

let stopping = false;
function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) {
    // Each child leads its own process group (detached), so this reaches the processes it started too.
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  setTimeout(() => process.exit(exitCode), 500).unref();
}

for (const { name, child } of children) {
  child.on('exit', (code) => {
    if (!stopping) console.error(`${name} stopped (exit ${code ?? 'signal'}); stopping the others.`);
    stopAll(code ?? 0);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
