// Test setup for web: jest-dom matchers, and a clean DOM and storage between tests. Every test starts with the
// guided tour done, so it never pops up over the dashboard pages under test; the tour's own tests clear the flag.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { TOUR_COMPLETED_KEY } from '@wallet/common/settings';

beforeEach(() => {
  window.localStorage.setItem(TOUR_COMPLETED_KEY, 'true');
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = '';
});
