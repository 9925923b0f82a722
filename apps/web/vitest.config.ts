import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { blogContent } from './plugins/blog-content.ts';

export default defineProject({
  plugins: [blogContent(fileURLToPath(new URL('./content/blog', import.meta.url)))],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
