import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Marked } from 'marked';
import type { Plugin } from 'vite';
import type { AppLocale } from '@carbon/i18n/locale';
import { parseFrontMatter, readBlogFrontMatter } from '../src/features/blog/front-matter.ts';

/**
 * Turns the blog's Markdown files into data at build time, so the browser never downloads a Markdown
 * parser. `post.md?blog-meta` is the front matter with the id, language and reading time;
 * `post.md?blog-html` is the body as HTML. The HTML is our own reviewed content, rendered by marked
 * with raw HTML switched off, so it is inserted as is. A malformed post, a post missing in one
 * language or a body with its own title fails the build.
 */
// Vite loads this config file with Node, which cannot import our TypeScript packages at run time: the list is
// written out, and checked against AppLocale by the compiler.
const languages = ['en', 'fr'] as const satisfies readonly AppLocale[];
const WORDS_PER_MINUTE = 200;
const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const markdown = new Marked({ gfm: true, async: false });
markdown.use({
  renderer: {
    // Posts are our own text: raw HTML in them is a mistake, shown as text rather than injected.
    html({ text }) {
      return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    },
  },
});

export interface BlogFile {
  id: string;
  language: AppLocale;
}

function describe(file: string): BlogFile {
  const language = basename(dirname(file));
  const id = basename(file, '.md');
  if (language !== 'en' && language !== 'fr') throw new Error(`${file}: posts live in content/blog/en or content/blog/fr`);
  if (!idPattern.test(id)) throw new Error(`${file}: the file name is the post id and must be lower-case words joined by hyphens`);
  return { id, language };
}

function readPost(file: string) {
  const { id, language } = describe(file);
  let parsed;
  let meta;
  try {
    parsed = parseFrontMatter(readFileSync(file, 'utf8'));
    meta = readBlogFrontMatter(parsed.data);
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (meta.language !== language) throw new Error(`${file}: "language: ${meta.language}" does not match its folder "${language}"`);
  if (/^#\s/m.test(parsed.body)) throw new Error(`${file}: the page shows the title as its heading; start sections at "##"`);
  const words = parsed.body.split(/\s+/).filter(Boolean).length;
  return {
    meta: { id, ...meta, readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) },
    body: parsed.body,
  };
}

/** Every post must exist in both languages under the same id, so the language switch always lands. */
export function checkBlogContent(contentDir: string): void {
  const ids = languages.map((language) => {
    const dir = join(contentDir, language);
    return new Set(
      readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => readPost(join(dir, name)).meta.id),
    );
  });
  const [en, fr] = ids as [Set<string>, Set<string>];
  const missing = [...[...en].filter((id) => !fr.has(id)).map((id) => `fr/${id}.md`), ...[...fr].filter((id) => !en.has(id)).map((id) => `en/${id}.md`)];
  if (missing.length > 0) throw new Error(`Blog posts missing in one language: ${missing.join(', ')}`);
}

/** `contentDir` is apps/web/content/blog, passed by the config (it knows its own location). */
export function blogContent(contentDir: string): Plugin {
  return {
    name: 'carbon-blog-content',
    enforce: 'pre',
    buildStart() {
      checkBlogContent(contentDir);
    },
    load(id) {
      const [file = '', query] = id.split('?');
      if (!file.endsWith('.md') || (query !== 'blog-meta' && query !== 'blog-html')) return null;
      this.addWatchFile(file);
      const post = readPost(file);
      const value = query === 'blog-meta' ? post.meta : (markdown.parse(post.body) as string);
      return { code: `export default ${JSON.stringify(value)};`, map: null };
    },
  };
}
