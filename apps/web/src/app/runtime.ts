// React and React DOM, loaded and evaluated on their own before Ionic's runtime and the app's code
// (main.tsx): evaluating all of it in one go is one long task that blocks the page (total
// blocking time); in steps, with the browser free in between, none is.
import 'react';
import 'react-dom/client';
