import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createEmotionCache } from './app/emotion-cache.ts';
import { PAINEL_BASENAME, PainelAdmin } from './app/painel-admin.tsx';

// Real paths under /painel/ (the server answers index.html for each), not react-admin's default hash.
const router = createBrowserRouter([{ path: `${PAINEL_BASENAME}/*`, element: <PainelAdmin /> }]);

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <RouterProvider router={router} />
    </CacheProvider>
  </StrictMode>,
);
