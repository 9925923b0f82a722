/** See prerendered-path.mjs: the file under dist/ that answers a GET, or null for the single-page app. */
export function prerenderedFile(pathname: string, search?: string): string | null;
