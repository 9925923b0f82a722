// Bundles the API into dist/main.js: our workspace packages (@carbon/*) are compiled in, every other
// package stays an import resolved from node_modules at run time (native modules, WASM and data files
// keep working). The SQL migrations are copied beside the bundle, where main.ts looks for them.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const dist = here('./dist');

/** Bare imports are external unless they name one of our workspace packages. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@carbon/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [here('./src/main.ts')],
  outfile: `${dist}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalDependencies],
});
cpSync(here('../../packages/db/migrations'), `${dist}/migrations`, { recursive: true });
// The PDF reports' embedded fonts, read beside main.js (src/modules/reports/fonts.ts).
cpSync(here('./src/modules/reports/fonts'), `${dist}/fonts`, { recursive: true });
console.log(`api: built dist/main.js in ${Date.now() - started} ms`);
