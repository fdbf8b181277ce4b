// Starts the app once the static home screen of index.html is on screen (main.tsx): Ionic's
// configuration, React over that screen, the installable web app and, inside the Android/iOS app, the
// native plugins. Zod's configuration comes first: it must hold before any schema is built.
import './zod-setup.ts';
import './ionic-setup.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { isNativeApp, startNativeApp } from '../lib/native/platform.ts';
import { showOfflineStatus } from '../pwa/offline-status.ts';
import { registerServiceWorker } from '../pwa/service-worker.ts';
import { AppProviders } from './providers.tsx';
import { AppShell } from './app-shell.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// React replaces the static screen on its first commit. As a transition, the first render yields to
// the browser every few milliseconds instead of blocking it (total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppShell />
      </AppProviders>
    </StrictMode>,
  );
});

// Installable web app (offline shell) and, inside the Android/iOS app, the native plugins.
showOfflineStatus();
registerServiceWorker(isNativeApp());
void startNativeApp();
