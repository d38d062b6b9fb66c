// What the build's first paint marks (vite.first-paint.ts) and how the entry tells a painted page (main.tsx). No React
// here: the entry reads it before the app's code is evaluated.

/** The attribute on everything the build's first paint adds to a page. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** Whether the page arrived with a first paint in `container`. */
export function hasFirstPaint(container: Element): boolean {
  return container.querySelector(`:scope > [${FIRST_PAINT_ATTRIBUTE}]`) !== null;
}
