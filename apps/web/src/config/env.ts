/** Build-time configuration of the web app; the only place that reads import.meta.env. */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api/v1',
  isDev: import.meta.env.DEV,
} as const;

/** SPEC section 9: every call gives up after 20 s. */
export const API_TIMEOUT_MS = 20_000;

/** SPEC section 4: the tutorial starts about one second after load. */
export const TUTORIAL_DELAY_MS = 1_000;
