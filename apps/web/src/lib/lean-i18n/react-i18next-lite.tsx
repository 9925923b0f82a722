import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * The subset of react-i18next the public pages use, for the prerendered public site only
 * (vite.public.config.ts points `react-i18next` here). A public page shows one language per page
 * load, with catalogs that are already loaded when it renders, so i18next's language detection,
 * backends, events and formatters are dead weight there: this file replaces about 20 kB gzip with
 * about 1 kB. The single-page app keeps the real i18next. Supported: namespaces (`ns:key`, `ns`
 * option), `keyPrefix`, a pinned `lng`, `{{name}}` interpolation (also inside returned objects),
 * `count` plurals with the language's suffixes (`_one`, `_many`, `_other`: Intl.PluralRules), `returnObjects`, `defaultValue`, and `<Trans>` with
 * named components. lean-i18n.test.tsx checks that it answers like i18next on the app's catalogs.
 */
type Bundle = Record<string, unknown>;
type Options = Record<string, unknown> & {
  ns?: string;
  lng?: string;
  count?: number;
  returnObjects?: boolean;
  defaultValue?: unknown;
  /** i18next's other way of passing the values, used where they are computed apart from the options. */
  replace?: Record<string, unknown>;
};

const bundles = new Map<string, Bundle>();
let currentLanguage = 'en';
const DEFAULT_NS = 'common';

export function setLeanLanguage(language: string): void {
  currentLanguage = language;
}

export function getLeanLanguage(): string {
  return currentLanguage;
}

export function addLeanBundle(language: string, namespace: string, bundle: Bundle): void {
  bundles.set(`${language}/${namespace}`, bundle);
}

export function hasLeanBundle(language: string, namespace: string): boolean {
  return bundles.has(`${language}/${namespace}`);
}

export function clearLeanBundles(): void {
  bundles.clear();
}

type MissingKeyListener = (language: string, namespace: string, key: string) => void;
let missingKeyListener: MissingKeyListener | null = null;

/** The prerender listens, so that a page reading a catalog it did not declare fails the build. */
export function onLeanMissingKey(listener: MissingKeyListener | null): void {
  missingKeyListener = listener;
}

function lookup(bundle: Bundle | undefined, path: string): unknown {
  let node: unknown = bundle;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, options: Options): string {
  const values: Record<string, unknown> = options.replace ? { ...options, ...options.replace } : options;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? match : String(value);
  });
}

function interpolateDeep(value: unknown, values: Options): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, values));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, values)]));
  }
  return value;
}

export type LeanT = (key: string | string[], options?: Options) => string;

export function createT(language: string, defaultNs: string = DEFAULT_NS, keyPrefix?: string): LeanT {
  const translateOne = (rawKey: string, options: Options): unknown => {
    let ns = options.ns ?? defaultNs;
    let key = rawKey;
    const colon = rawKey.indexOf(':');
    if (colon > 0) {
      ns = rawKey.slice(0, colon);
      key = rawKey.slice(colon + 1);
    }
    if (keyPrefix) key = `${keyPrefix}.${key}`;
    const lng = options.lng ?? language;
    const bundle = bundles.get(`${lng}/${ns}`);
    let value: unknown;
    if (typeof options.count === 'number') {
      value = lookup(bundle, `${key}_${new Intl.PluralRules(lng).select(options.count)}`);
    }
    value ??= lookup(bundle, key);
    if (typeof value === 'string') return interpolate(value, options);
    if (value !== undefined && options.returnObjects) return interpolateDeep(value, options);
    if (options.defaultValue === undefined) missingKeyListener?.(lng, ns, key);
    return undefined;
  };
  return ((keys: string | string[], options: Options = {}) => {
    for (const key of Array.isArray(keys) ? keys : [keys]) {
      const value = translateOne(key, options);
      if (value !== undefined) return value;
    }
    if (options.defaultValue !== undefined) return options.defaultValue;
    const last = Array.isArray(keys) ? keys[keys.length - 1] : keys;
    return last ?? '';
  }) as LeanT;
}

function i18nFacade(language: string) {
  return {
    language,
    resolvedLanguage: language,
    languages: [language],
    isInitialized: true,
    t: createT(language),
    hasResourceBundle: hasLeanBundle,
    changeLanguage: (next: string) => {
      setLeanLanguage(next);
      return Promise.resolve();
    },
  };
}

export function useTranslation(ns?: string | string[], options: { lng?: string; keyPrefix?: string } = {}) {
  const language = options.lng ?? currentLanguage;
  const namespace = (Array.isArray(ns) ? ns[0] : ns) ?? DEFAULT_NS;
  const t = createT(language, namespace, options.keyPrefix);
  const i18n = i18nFacade(currentLanguage);
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
}

/** `<name>…</name>` and `<name/>` in a translation become the element given under that name. */
function renderMarkup(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  const tag = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(text))) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const name = match[1] ?? match[2] ?? '';
    const inner = match[3];
    const component = components[name];
    const children = inner === undefined ? undefined : renderMarkup(inner, components);
    if (component && isValidElement(component)) {
      nodes.push(cloneElement(component, { key: `${name}-${match.index}` }, ...(children ?? [])));
    } else if (children) {
      nodes.push(<Fragment key={`${name}-${match.index}`}>{children}</Fragment>);
    }
    last = tag.lastIndex;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

interface TransProps {
  i18nKey: string;
  ns?: string;
  values?: Record<string, unknown>;
  count?: number;
  components?: Record<string, ReactElement>;
  t?: LeanT;
  children?: ReactNode;
}

export function Trans({ i18nKey, ns, values, count, components = {}, t: providedT }: TransProps) {
  const t = providedT ?? createT(currentLanguage, ns);
  const options: Options = { ...values };
  if (count !== undefined) options.count = count;
  return <>{renderMarkup(t(i18nKey, options), components)}</>;
}

/** lib/i18n.ts registers this plugin with i18next; in the lean build it has nothing to do. */
export const initReactI18next = { type: '3rdParty' as const, init: () => undefined };
