// Entry point. The stylesheets load with the page (index.html links them in its head), so the static
// home screen in index.html paints as soon as they arrive; the app's code is fetched and run only after
// that first paint, so it never holds the screen back (issue 8, web budgets).
import './app/zod-setup.ts';
import '@ionic/core/css/core.css';
import '@ionic/core/css/structure.css';
import '@ionic/core/css/typography.css';
import './app/theme.css';
import './app/app.css';
import './app/app-shell.css';
import './pwa/offline-status.css';

/** Resolves in a new task, so the browser can paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// React, React DOM and Ionic's runtime first, then the app's own code, each evaluated in its own task.
async function start(): Promise<void> {
  await import('./app/runtime.ts');
  await nextTask();
  await import('./app/start.tsx');
}

// A frame callback runs just before the browser paints; a task queued from it runs just after.
requestAnimationFrame(() => {
  setTimeout(() => {
    void start();
  }, 0);
});
