import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { blogContent } from './plugins/blog-content.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const appI18n = fromHere('./src/lib/i18n.ts');

/**
 * The prerendered public site swaps i18next for the lite runtime (src/lib/lean-i18n): `react-i18next`
 * and the app's own i18n module (reached through the API client) resolve to it. The single-page app's
 * build (vite.config.ts) is untouched.
 */
function leanI18n(): Plugin {
  return {
    name: 'carbon-lean-i18n',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === 'react-i18next') return fromHere('./src/lib/lean-i18n/react-i18next-lite.tsx');
      if (!importer || !/(^|\/)i18n$/.test(source) || source.startsWith('@carbon/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === appI18n ? fromHere('./src/lib/lean-i18n/app-i18n.ts') : resolved;
    },
  };
}

/**
 * Two builds of the public site (see package.json "build"): the browser entry (public.html →
 * src/entry-public.tsx, added to dist/ beside the single-page app) and, with --ssr, the build-time
 * renderer src/entry-server.tsx that scripts/prerender.mjs runs.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [leanI18n(), blogContent(fromHere('./content/blog')), react(), tailwindcss()],
  resolve: { alias: { '@': fromHere('./src') } },
  build: isSsrBuild
    ? {
        outDir: 'dist/.ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: {
          output: { entryFileNames: '[name].js' },
          // The renderer loads every catalog up front, so the browser's lazy catalog imports have nothing to split there.
          onLog(level, log, handler) {
            if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
          },
        },
      }
    : { outDir: 'dist', emptyOutDir: false, rollupOptions: { input: fromHere('./public.html') } },
}));
