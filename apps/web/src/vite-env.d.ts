/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the API, '/api' when not set (same origin; the dev server proxies it). */
  readonly VITE_API_BASE?: string;
  /** Overrides the built-in transport secret of the key route (docs/decisions/0001). */
  readonly VITE_TRANSPORT_SECRET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
