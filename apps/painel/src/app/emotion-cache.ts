// MUI inserts its styles as <style> elements through emotion. The console's Content-Security-Policy
// allows only styles carrying this request's nonce, which the server writes into index.html's
// <meta property="csp-nonce"> (Vite's html.cspNonce); emotion puts it on every <style> it adds.
import createCache from '@emotion/cache';

function pageNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // The browser hides a nonce attribute's value from getAttribute once the page loads; the property
  // still has it.
  return meta?.nonce || undefined;
}

export function createEmotionCache() {
  const nonce = pageNonce();
  return createCache({ key: 'painel', ...(nonce ? { nonce } : {}) });
}
