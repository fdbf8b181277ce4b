// What the build writes where each request's Content-Security-Policy nonce goes; the API replaces it
// in index.html (apps/api/src/plugins/painel-app.ts reads this same constant).
export const CSP_NONCE_PLACEHOLDER = 'PAINEL_CSP_NONCE';
