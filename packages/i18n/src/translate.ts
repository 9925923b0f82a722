import { resources, type Namespace } from './resources.ts';
import type { AppLocale } from './locale.ts';

type Params = Record<string, string | number>;

/**
 * A small server-side translator over the same catalogs the web uses (the web uses i18next).
 * Keys are "namespace.path.to.key"; {{name}} placeholders are filled from params.
 * An unknown key returns the key itself so a missing string is visible, never silent.
 */
export function translate(locale: AppLocale, key: string, params: Params = {}): string {
  const [namespace, ...path] = key.split('.');
  let node: unknown = (resources[locale] as Record<string, unknown>)[namespace as Namespace];
  for (const part of path) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
