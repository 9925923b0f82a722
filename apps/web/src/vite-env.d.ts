/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the API; the default suits both the dev proxy and the single production process. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
