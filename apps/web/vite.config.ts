import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { blogContent } from './plugins/blog-content.ts';
import { prerenderedFile } from './scripts/prerendered-path.mjs';

const distDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * `vite preview` answers like the production server: a public page comes from its prerendered file
 * (scripts/prerendered-path.mjs holds the rule), anything else from the single-page app.
 */
function prerenderedPreview(): Plugin {
  return {
    name: 'carbon-prerendered-preview',
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.method === 'GET' || request.method === 'HEAD') {
          const url = new URL(request.url ?? '/', 'http://preview');
          const file = prerenderedFile(url.pathname, url.search);
          if (file && existsSync(join(distDir, file))) request.url = `/${file}`;
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [blogContent(fileURLToPath(new URL('./content/blog', import.meta.url))), react(), tailwindcss(), prerenderedPreview()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 3000,
    strictPort: true,
    // The API runs as its own process in development; in production one process serves both.
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: true } },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Route modules are lazy, so the public pages and the app shell land in separate chunks. The
    // entry (React DOM, React Router, i18next) is about 320 kB minified; this budget flags a
    // regression that would pull forms (zod, react-hook-form) or a screen into it. The prerendered
    // public pages have their own, smaller entry (vite.public.config.ts).
    chunkSizeWarningLimit: 400,
  },
});
