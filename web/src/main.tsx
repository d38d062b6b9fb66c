// The browser entry: applies the theme class before the first render, then mounts the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import {
  applyThemeClass,
  readStoredThemePreference,
  resolveTheme,
  systemPrefersDark,
} from './lib/theme-preference';

// Before React renders anything, so the first paint already has the right colours (no inline script: strict CSP).
applyThemeClass(resolveTheme(readStoredThemePreference(), systemPrefersDark()));

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
