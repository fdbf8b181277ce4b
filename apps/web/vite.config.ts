import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { DEFAULT_API_PREFIX } from '@fidelidade/domain/api-prefixes';
import { serviceWorkerPlugin } from './pwa/service-worker-plugin.ts';
import { precompressPlugin } from './vite-plugins/precompress.ts';

// The home route must stay small (spec point 1, DESIGN "Why Ionic's web components"): feature
// screens are React.lazy chunks, and each Ionic component is imported one by one where it is used,
// so components home does not show (modal, toast, alert, loading…) land in lazy chunks by themselves.
export default defineConfig({
  // serviceWorkerPlugin writes dist/sw.js with the list of built files (installable app);
  // precompressPlugin a brotli and a gzip copy of each text file, which the API serves.
  plugins: [react(), serviceWorkerPlugin(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // Ionic's components entry only re-exports: marking it side-effect free lets `initialize`
        // come without the controllers and animations it also re-exports (about 7 KB gzip).
        moduleSideEffects: (id: string) => !id.endsWith('/@ionic/core/components/index.js'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      [DEFAULT_API_PREFIX]: 'http://localhost:8080',
    },
  },
});
