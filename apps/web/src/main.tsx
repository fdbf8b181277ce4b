// Entry point. The stylesheets load with the page (index.html links them in its head), so the static
// home screen in index.html paints as soon as they arrive; the app's code is fetched and run only after
// that first paint, so it never holds the screen back (web budgets).
import '@ionic/core/css/core.css';
import '@ionic/core/css/structure.css';
import '@ionic/core/css/typography.css';
import './app/theme.css';
import './lib/ui/plain-page.css';
import './app/app.css';
import './app/app-shell.css';
import './pwa/offline-status.css';
import { afterNextPaint } from './lib/ui/after-paint.ts';
import { loadedAfterReload, reloadForNewBuild } from './lib/new-build-reload.ts';

/** Resolves in a new task, so the browser can paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// React and React DOM, then Ionic's runtime, then the app's own code, each evaluated in its own task
// (a module and everything it imports are evaluated in one go).
async function start(): Promise<void> {
  await import('./app/runtime.ts');
  await nextTask();
  await import('./app/ionic-setup.ts');
  await nextTask();
  await import('./app/start.tsx');
}

/** Names the app's start in the new build's reload mark (lib/new-build-reload.ts). */
const APP_START = 'app';

// A page that loaded index.html just before a deploy finds the app's chunks gone: it loads the new
// build instead (lib/new-build-reload.ts), or leaves the error to the console when that cannot help.
afterNextPaint(() => {
  start().then(
    () => {
      loadedAfterReload(APP_START);
    },
    (error: unknown) => {
      if (!reloadForNewBuild(APP_START)) throw error;
    },
  );
});
