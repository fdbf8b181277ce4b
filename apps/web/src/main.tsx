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

// A frame callback runs just before the browser paints; a task queued from it runs just after.
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./app/start.tsx');
  }, 0);
});
