import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { DEFAULT_PAINEL_API_PREFIX } from '@fidelidade/domain/api-prefixes';
import { CSP_NONCE_PLACEHOLDER } from '@fidelidade/domain/csp-nonce';

// The console is served by the API under /painel/ (apps/api/src/plugins/painel-app.ts), which answers
// index.html for its deep links and fills the nonce placeholder per request: Vite writes it on the
// built tags and in a <meta property="csp-nonce">, where emotion reads it for the styles MUI inserts.
export default defineConfig({
  base: '/painel/',
  plugins: [react()],
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // A desktop console on the office's connection: react-admin and MUI in one chunk is fine.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5174,
    proxy: { [DEFAULT_PAINEL_API_PREFIX]: 'http://localhost:8080' },
  },
});
