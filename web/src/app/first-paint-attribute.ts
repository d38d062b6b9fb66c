/** The attribute on everything the build's first paint adds to a page (vite.first-paint.ts, first-paint-handover.tsx). */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
