// Rendering a money screen in tests: one screen at its path with the app's theme, cache and toasts, as every screen
// is rendered (test/render-screen.tsx); the admin and agent screens' tests use it too.
import { renderScreen } from './render-screen';

/** Money screens need nothing beyond the shared screen harness; the name stays for the tests that call it. */
export const renderMoneyScreen = renderScreen;
