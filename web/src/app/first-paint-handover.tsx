// The browser's side of the build's first paint (app/first-paint.tsx, vite.first-paint.ts): the picture of the page
// the HTML arrived with stays until the app's first render, which React commits in its place (a root's first commit
// empties its container); in that same commit, before the browser paints, the picture's styles go too, so its global
// style (the page's background, in its theme) never outlives it.
import { useLayoutEffect } from 'react';
import { FIRST_PAINT_ATTRIBUTE } from './first-paint-attribute';

/** Whether the page arrived with a first paint in `container`. */
export function hasFirstPaint(container: Element): boolean {
  return container.querySelector(`:scope > [${FIRST_PAINT_ATTRIBUTE}]`) !== null;
}

/** Removes the first paint's markup and styles from `document`, if any are left. */
export function removeFirstPaint(document: Document): void {
  for (const element of document.querySelectorAll(`[${FIRST_PAINT_ATTRIBUTE}]`)) element.remove();
}

/** Renders nothing; in the app's first commit it takes away what the first paint left in <head>. */
export function FirstPaintRemover() {
  useLayoutEffect(() => {
    removeFirstPaint(document);
  }, []);
  return null;
}

interface RouterReadiness {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

/** Resolves once the router has loaded the current route's code (its lazy parts) and run its loaders. */
export function whenRouterReady(router: RouterReadiness): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
