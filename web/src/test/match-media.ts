// A controllable window.matchMedia for jsdom (which has none): tests flip the OS colour scheme, or the screen
// between a phone's width and a desktop's, at will.
import { vi } from 'vitest';
import { PHONE_QUERY } from '../lib/use-media-query';

export interface MatchMediaControl {
  /** Pretend the operating system switched to dark (true) or light (false); fires `change` listeners. */
  setSystemDark: (dark: boolean) => void;
  /** Pretend the window narrowed below 768 px (true) or widened past it (false); fires `change` listeners. */
  setPhone: (phone: boolean) => void;
}

type Listener = (event: MediaQueryListEvent) => void;

/** One media query whose answer the test sets, with the listeners the code under test added. */
function controlledQuery(media: string, matches: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    matches,
    media,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  };
  const set = (value: boolean) => {
    query.matches = value;
    for (const listener of listeners) listener({ matches: value, media } as MediaQueryListEvent);
  };
  return { query, set };
}

export function mockMatchMedia({ systemDark = false, phone = false } = {}): MatchMediaControl {
  const dark = controlledQuery('(prefers-color-scheme: dark)', systemDark);
  const narrow = controlledQuery(PHONE_QUERY, phone);
  const otherQuery = (media: string) => ({
    ...dark.query,
    media,
    matches: false,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });

  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) =>
      media === dark.query.media ? dark.query : media === PHONE_QUERY ? narrow.query : otherQuery(media),
    ),
  );

  return { setSystemDark: dark.set, setPhone: narrow.set };
}
