/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the API; the default suits both the dev proxy and the single production process. */
  readonly VITE_API_BASE_URL?: string;
  /** The operator's identity for the legal notice and privacy policy: config/env.ts, operatorEnvNames. */
  readonly VITE_PUBLISHER_NAME?: string;
  readonly VITE_PUBLISHER_LEGAL_FORM?: string;
  readonly VITE_PUBLISHER_SHARE_CAPITAL?: string;
  readonly VITE_PUBLISHER_ADDRESS?: string;
  readonly VITE_PUBLISHER_RCS?: string;
  readonly VITE_PUBLISHER_VAT_NUMBER?: string;
  readonly VITE_PUBLISHER_PHONE?: string;
  readonly VITE_PUBLISHER_EMAIL?: string;
  readonly VITE_PUBLICATION_DIRECTOR?: string;
  readonly VITE_DATA_PROTECTION_CONTACT?: string;
  readonly VITE_HOST_NAME?: string;
  readonly VITE_HOST_ADDRESS?: string;
  readonly VITE_HOST_PHONE?: string;
  readonly VITE_PROCESSOR_EMAIL_DELIVERY?: string;
  readonly VITE_PROCESSOR_PAYMENT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
