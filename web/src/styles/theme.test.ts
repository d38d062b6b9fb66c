// Colour pairs used for text in both themes meet WCAG AA contrast (4.5:1 text, 3:1 large text and UI parts).
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './theme';
import type { ColorName, Theme } from './theme';

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((part) => channel(parseInt(part, 16)));
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const surfaces: ColorName[] = [
  'background',
  'surface',
  'surfaceRaised',
  'surfaceMuted',
  'heroFrom',
  'heroTo',
];

// Foreground → the backgrounds it is drawn on somewhere in the app.
const textPairs: Array<[ColorName, ColorName[]]> = [
  ['text', [...surfaces, 'primarySurface', 'successSurface', 'dangerSurface']],
  ['heading', [...surfaces, 'primarySurface']],
  ['textMuted', [...surfaces, 'primarySurface']],
  ['link', [...surfaces, 'primarySurface']],
  ['linkHover', [...surfaces, 'primarySurface']],
  ['onPrimary', ['primary', 'primaryHover']],
  ['danger', ['background', 'surfaceRaised', 'dangerSurface']],
  ['success', ['background', 'surfaceRaised', 'surface', 'successSurface']],
];

// Icons, borders of inputs and focus rings: WCAG 1.4.11 asks 3:1.
const graphicPairs: Array<[ColorName, ColorName[]]> = [
  ['accent', ['accentSurface', 'surfaceRaised', 'surface']],
  ['borderStrong', ['surfaceRaised', 'background']],
  ['focusRing', [...surfaces]],
  ['star', ['surfaceRaised']],
];

describe.each([lightTheme, darkTheme] as Theme[])('the $name theme', (theme) => {
  it.each(textPairs)(
    'when %s is text, then it has at least 4.5:1 on its backgrounds',
    (foreground, backgrounds) => {
      for (const background of backgrounds) {
        const ratio = contrast(theme.colors[foreground], theme.colors[background]);
        expect({ pair: `${foreground} on ${background}`, ok: ratio >= 4.5, ratio }).toMatchObject({
          ok: true,
        });
      }
    },
  );

  it.each(graphicPairs)(
    'when %s is a graphic, then it has at least 3:1 on its backgrounds',
    (foreground, backgrounds) => {
      for (const background of backgrounds) {
        const ratio = contrast(theme.colors[foreground], theme.colors[background]);
        expect({ pair: `${foreground} on ${background}`, ok: ratio >= 3, ratio }).toMatchObject({ ok: true });
      }
    },
  );
});
