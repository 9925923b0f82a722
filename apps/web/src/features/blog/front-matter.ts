/**
 * Blog posts are Markdown files with a front matter block (apps/web/content/blog/<lang>/<id>.md).
 * This small parser reads the subset of YAML the posts use: `key: value` lines, quoted or not, and
 * lists written `[a, b]` or as `- item` lines. It runs at build time (plugins/blog-content.ts), so a
 * malformed post fails the build instead of reaching readers.
 */
// Type imports only: the blog plugin runs this file in Node while Vite loads its config (plugins/blog-content.ts).
import type { AppLocale } from '@carbon/i18n/locale';

export type FrontMatterValue = string | string[];

export interface ParsedSource {
  data: Record<string, FrontMatterValue>;
  body: string;
}

export class FrontMatterError extends Error {
  override readonly name = 'FrontMatterError';
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2) {
    const first = trimmed[0];
    const last = trimmed[trimmed.length - 1];
    if ((first === '"' && last === '"') || (first === "'" && last === "'")) {
      const inner = trimmed.slice(1, -1);
      return first === '"' ? inner.replace(/\\"/g, '"').replace(/\\\\/g, '\\') : inner.replace(/''/g, "'");
    }
  }
  return trimmed;
}

/** Splits `a, "b, c", d` on the commas outside quoted items. */
function splitInlineList(inner: string): string[] {
  const items: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const char of inner) {
    if (quote) {
      if (char === quote) quote = null;
      current += char;
    } else if ((char === '"' || char === "'") && current.trim() === '') {
      // A quote opens a quoted item only at its start: an apostrophe inside a word is text (d'émission).
      quote = char;
      current += char;
    } else if (char === ',') {
      items.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  items.push(current);
  return items.map(unquote).filter((item) => item !== '');
}

export function parseFrontMatter(source: string): ParsedSource {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!text.startsWith('---\n')) throw new FrontMatterError('The file must start with a front matter block opened by "---".');
  const end = text.indexOf('\n---', 3);
  if (end < 0) throw new FrontMatterError('The front matter block is not closed by "---".');
  const afterClose = text.indexOf('\n', end + 4);
  const block = text.slice(4, end + 1);
  const body = afterClose < 0 ? '' : text.slice(afterClose + 1);

  const data: Record<string, FrontMatterValue> = {};
  let listKey: string | null = null;
  block.split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const item = /^\s+-\s+(.*)$|^-\s+(.*)$/.exec(line);
    if (item) {
      const current = listKey ? data[listKey] : undefined;
      if (!listKey || !Array.isArray(current)) throw new FrontMatterError(`Line ${index + 2}: a list item must follow a "key:" line.`);
      current.push(unquote(item[1] ?? item[2] ?? ''));
      return;
    }
    const pair = /^([A-Za-z_][\w-]*):(?:\s+(.*))?$/.exec(line);
    if (!pair) throw new FrontMatterError(`Line ${index + 2}: expected "key: value", found "${line}".`);
    const key = pair[1] ?? '';
    const raw = (pair[2] ?? '').trim();
    if (key in data) throw new FrontMatterError(`Line ${index + 2}: "${key}" is given twice.`);
    if (raw === '') {
      data[key] = [];
      listKey = key;
    } else if (raw.startsWith('[') && raw.endsWith(']')) {
      data[key] = splitInlineList(raw.slice(1, -1));
      listKey = null;
    } else {
      data[key] = unquote(raw);
      listKey = null;
    }
  });
  return { data, body };
}

export interface BlogFrontMatter {
  title: string;
  date: string;
  author: string;
  summary: string;
  tags: string[];
  language: AppLocale;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Checks the fields every post needs; the message lists every problem of the file at once. */
export function readBlogFrontMatter(data: Record<string, FrontMatterValue>): BlogFrontMatter {
  const problems: string[] = [];
  const text = (key: keyof BlogFrontMatter): string => {
    const value = data[key];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`"${key}" must be a non-empty text`);
      return '';
    }
    return value.trim();
  };
  const title = text('title');
  const date = text('date');
  if (date && !isRealDate(date)) problems.push(`"date" must be a calendar date written YYYY-MM-DD, found "${date}"`);
  const author = text('author');
  const summary = text('summary');
  const language = text('language');
  if (language && language !== 'en' && language !== 'fr') problems.push(`"language" must be en or fr, found "${language}"`);
  const rawTags = data.tags;
  const tags = Array.isArray(rawTags) ? rawTags.map((tag) => tag.trim()).filter(Boolean) : [];
  if (!Array.isArray(rawTags) || tags.length === 0) problems.push('"tags" must be a list with at least one tag');
  const known = new Set(['title', 'date', 'author', 'summary', 'tags', 'language']);
  for (const key of Object.keys(data)) if (!known.has(key)) problems.push(`"${key}" is not a known field`);
  if (problems.length > 0) throw new FrontMatterError(problems.join('; '));
  return { title, date, author, summary, tags, language: language as AppLocale };
}
