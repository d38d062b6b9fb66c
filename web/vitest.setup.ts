// Test setup for web: jest-dom matchers, and a clean DOM and storage between tests. Every test starts with the
// guided tour done, so it never pops up over the dashboard pages under test; the tour's own tests clear the flag.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { TOUR_COMPLETED_KEY } from '@wallet/common/settings';
// The toast container loads with the first toast (lib/toast-host.ts). Loaded here once, its import settles in a
// microtask, so a test's first toast shows as soon as React renders, fake timers or not, as in a browser that has
// the chunk cached; lib/Toaster's own tests still see it load on demand.
import './src/lib/ToastHost';

beforeEach(() => {
  window.localStorage.setItem(TOUR_COMPLETED_KEY, 'true');
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = '';
});
