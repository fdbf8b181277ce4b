// The libraries every screen runs on, loaded and evaluated on their own before the app's code
// (main.tsx): evaluating all of it in one go is one long task that blocks the page (issue 8, total
// blocking time); in two steps, with the browser free in between, neither is.
import 'react';
import 'react-dom/client';
import './ionic-setup.ts';
