// The browser entry: applies the theme class, asks for a dashboard's first figures, then starts the app (app/start.tsx).
// Small on purpose: React, the router and styled-components are evaluated in the app's module, after a painted
// page has been shown.
import { hasFirstPaint } from './app/first-paint-attribute';
import { startFirstScreenRequest } from './lib/first-screen';
import {
  applyThemeClass,
  readStoredThemePreference,
  resolveTheme,
  systemPrefersDark,
} from './lib/theme-preference';

// Before React renders anything, so the first paint already has the right colours (no inline script: strict CSP).
applyThemeClass(resolveTheme(readStoredThemePreference(), systemPrefersDark()));

// A dashboard's figures are asked for now, while Apollo and the page's code are still on their way.
startFirstScreenRequest(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
const painted = hasFirstPaint(container);

const start = () => void import('./app/start').then(({ startApp }) => startApp(container, painted));
// A page that arrived painted (app/first-paint.tsx) is shown first: the next frame paints it, then the app's code
// runs (on a slow phone, hundreds of milliseconds of evaluating JavaScript that would otherwise come before it).
if (painted) requestAnimationFrame(() => setTimeout(start, 0));
else start();
