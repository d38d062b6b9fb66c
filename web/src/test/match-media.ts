// A controllable window.matchMedia for jsdom (which has none): tests flip the OS colour scheme at will.
import { vi } from 'vitest';

export interface MatchMediaControl {
  /** Pretend the operating system switched to dark (true) or light (false); fires `change` listeners. */
  setSystemDark: (dark: boolean) => void;
}

export function mockMatchMedia({ systemDark = false } = {}): MatchMediaControl {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const darkQuery = {
    matches: systemDark,
    media: '(prefers-color-scheme: dark)',
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  };
  const otherQuery = (media: string) => ({
    ...darkQuery,
    media,
    matches: false,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });

  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => (media === darkQuery.media ? darkQuery : otherQuery(media))),
  );

  return {
    setSystemDark(dark) {
      darkQuery.matches = dark;
      for (const listener of listeners)
        listener({ matches: dark, media: darkQuery.media } as MediaQueryListEvent);
    },
  };
}
