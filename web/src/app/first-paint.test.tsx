// The build's first paint of a page (app/first-paint.tsx): the page as the app first draws it for a stranger, with
// its CSS, in either theme; and what the app does with it on arrival (app/first-paint-handover.tsx).
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderFirstPaint } from './first-paint';
import { FirstPaintRemover, hasFirstPaint, removeFirstPaint, whenRouterReady } from './first-paint-handover';

/** The markup's visible text, tags dropped. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('renderFirstPaint', () => {
  it('when sign-in is painted, then it is the signed-out sign-in page with its form, and the CSS that draws it', async () => {
    const { html, styleTags } = await renderFirstPaint('/login', 'light');

    expect(textOf(html)).toContain('Welcome back');
    expect(textOf(html)).toContain('Sign in to your wallet');
    expect(html).toMatch(/<input[^>]+type="email"/);
    expect(html).toMatch(/<footer/);
    expect(styleTags).toMatch(/^<style data-styled="true"/);
    // The light theme's page background and text colour (styles/theme.ts).
    expect(styleTags).toContain('#ffffff');
    expect(styleTags).toContain('#0f172a');
  }, 20_000);

  it('when the landing page is painted in dark, then its hero is there in the dark theme’s colours', async () => {
    const light = await renderFirstPaint('/', 'light');
    const dark = await renderFirstPaint('/', 'dark');

    expect(textOf(dark.html)).toContain('Your money, moving at the speed of life');
    expect(dark.styleTags).toContain('#0b1120');
    expect(light.styleTags).not.toContain('#0b1120');
  }, 20_000);

  it('when a page with the theme toggle is painted, then no choice shows as made: the paint cannot know the visitor’s', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { html } = await renderFirstPaint('/', theme);
      const toggle = /<div[^>]*role="radiogroup"[^>]*aria-label="Theme"[^>]*>(.*?)<\/div>/s.exec(html)?.[1];

      expect(toggle, `the ${theme} paint's theme toggle`).toBeDefined();
      expect(toggle?.match(/<input[^>]*type="radio"/g)).toHaveLength(3);
      expect(toggle).not.toMatch(/<input[^>]*checked/);
    }
  }, 20_000);
});

describe('the handover to the app', () => {
  afterEach(() => {
    document.head.querySelectorAll('style').forEach((style) => style.remove());
  });

  it('tells a page that arrived with a paint from one that did not', () => {
    const painted = document.createElement('div');
    painted.innerHTML = '<div data-first-paint="light" inert><h1>Hi</h1></div>';
    const empty = document.createElement('div');
    const nested = document.createElement('div');
    nested.innerHTML = '<section><div data-first-paint="light"></div></section>';

    expect(hasFirstPaint(painted)).toBe(true);
    expect(hasFirstPaint(empty)).toBe(false);
    expect(hasFirstPaint(nested)).toBe(false);
  });

  it('when the app first renders, then the paint’s styles leave <head> in that commit, and the app’s own stay', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<style data-first-paint>body{background:#fff}</style><style id="app">p{}</style>',
    );

    render(<FirstPaintRemover />);

    expect(document.head.querySelector('[data-first-paint]')).toBeNull();
    expect(document.head.querySelector('#app')).not.toBeNull();
  });

  it('removes every element the paint added, wherever it is', () => {
    document.head.insertAdjacentHTML('beforeend', '<style data-first-paint media="x"></style>');
    document.body.insertAdjacentHTML('beforeend', '<div data-first-paint="dark"></div>');

    removeFirstPaint(document);

    expect(document.querySelectorAll('[data-first-paint]')).toHaveLength(0);
  });

  it('waits for the router to load the route’s code before the app renders over the paint', async () => {
    const listeners = new Set<(state: { initialized: boolean }) => void>();
    const router = {
      state: { initialized: false },
      subscribe(listener: (state: { initialized: boolean }) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    let ready = false;
    const waiting = whenRouterReady(router).then(() => {
      ready = true;
    });

    act(() => {
      for (const listener of [...listeners]) listener({ initialized: false });
    });
    await Promise.resolve();
    expect(ready).toBe(false);

    router.state = { initialized: true };
    for (const listener of [...listeners]) listener({ initialized: true });
    await waiting;
    expect(ready).toBe(true);
    expect(listeners.size).toBe(0);
    await expect(whenRouterReady(router)).resolves.toBeUndefined();
  });
});
