import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    // regression that would pull forms (zod, react-hook-form) or a screen into it.
    chunkSizeWarningLimit: 400,
  },
});
