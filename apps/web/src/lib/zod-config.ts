import { config } from 'zod/v4/core';

/**
 * Our Content-Security-Policy forbids eval. Without this, zod probes `new Function` on its first
 * parse to decide whether to compile fast paths, and the browser reports that probe as a CSP
 * violation. Imported by the single-page app's entry and, on the prerendered public site (whose entry
 * stays free of zod), by the route modules that validate with zod.
 */
config({ jitless: true });
