// Where the operator console's build (apps/painel/vite.config.ts, Vite's html.cspNonce) leaves the
// Content-Security-Policy nonce in index.html; the API writes each request's nonce there
// (apps/api/src/plugins/painel-app.ts).
export const CSP_NONCE_PLACEHOLDER = 'PAINEL_CSP_NONCE';
