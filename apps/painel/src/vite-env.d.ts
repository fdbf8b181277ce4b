/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the console's API, '/painel/api' when not set (PAINEL_API_PREFIX on the server). */
  readonly VITE_PAINEL_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
