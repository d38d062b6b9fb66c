// Design tokens: light and dark colour sets over one shared scale of spacing, radii, type and breakpoints.
import { MOBILE_BREAKPOINT_PX } from '@wallet/common/constants';

export type ThemeName = 'light' | 'dark';

const lightColors = {
  background: '#ffffff',
  surface: '#f8fafc',
  surfaceRaised: '#ffffff',
  surfaceMuted: '#eef2f7',
  heroFrom: '#eef2ff',
  heroTo: '#f8fafc',
  border: '#e2e8f0',
  borderStrong: '#64748b',
  text: '#0f172a',
  textMuted: '#475569',
  heading: '#0f172a',
  primary: '#4338ca',
  primaryHover: '#3730a3',
  primarySurface: '#eef2ff',
  onPrimary: '#ffffff',
  link: '#4338ca',
  linkHover: '#312e81',
  accent: '#0f766e',
  accentSurface: '#ecfdf5',
  success: '#15803d',
  successSurface: '#f0fdf4',
  danger: '#b91c1c',
  dangerSurface: '#fef2f2',
  warning: '#a16207',
  focusRing: '#4338ca',
  skeleton: '#e2e8f0',
  skeletonHighlight: '#f1f5f9',
  overlay: 'rgba(15, 23, 42, 0.5)',
  star: '#a16207',
} as const;

export type ColorName = keyof typeof lightColors;

const darkColors = {
  background: '#0b1120',
  surface: '#111827',
  surfaceRaised: '#1e293b',
  surfaceMuted: '#172033',
  heroFrom: '#1e1b4b',
  heroTo: '#0b1120',
  border: '#334155',
  borderStrong: '#94a3b8',
  text: '#f1f5f9',
  textMuted: '#cbd5e1',
  heading: '#ffffff',
  primary: '#a5b4fc',
  primaryHover: '#c7d2fe',
  primarySurface: '#1e1b4b',
  onPrimary: '#0b1120',
  link: '#a5b4fc',
  linkHover: '#c7d2fe',
  accent: '#5eead4',
  accentSurface: '#042f2e',
  success: '#4ade80',
  successSurface: '#052e16',
  danger: '#fca5a5',
  dangerSurface: '#450a0a',
  warning: '#fde047',
  focusRing: '#c7d2fe',
  skeleton: '#1e293b',
  skeletonHighlight: '#334155',
  overlay: 'rgba(2, 6, 23, 0.7)',
  star: '#fde047',
} as const satisfies Record<ColorName, string>;

const spacing = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4rem',
  section: '5rem',
} as const;

const radii = {
  sm: '0.375rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  pill: '999px',
  round: '50%',
} as const;

const typography = {
  fontFamily:
    "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  monoFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    h3: '1.25rem',
    h2: 'clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem)',
    h1: 'clamp(2.25rem, 1.6rem + 3vw, 3.5rem)',
  },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800 },
  lineHeight: { tight: 1.2, snug: 1.4, normal: 1.6 },
} as const;

/** Widths in px; `md` is the mobile breakpoint of SPEC.md §9 (below it the navbar collapses). */
const breakpoints = { sm: 480, md: MOBILE_BREAKPOINT_PX, lg: 1024, xl: 1280 } as const;

/** Media queries ready to use in css blocks: `${({ theme }) => theme.media.mobile} { … }`. */
const media = {
  mobile: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  tablet: `@media (min-width: ${breakpoints.md}px)`,
  desktop: `@media (min-width: ${breakpoints.lg}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

const layout = { contentWidthMax: '72rem', readingWidthMax: '44rem', navbarHeight: '4rem' } as const;

const zIndices = { base: 0, sticky: 100, menu: 200, toast: 300 } as const;

const transitions = { fast: '120ms ease-out', normal: '200ms ease-out' } as const;

const lightShadows = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
  md: '0 4px 12px rgba(15, 23, 42, 0.08)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.12)',
  focus: `0 0 0 3px ${lightColors.focusRing}`,
} as const;

export type ShadowName = keyof typeof lightShadows;

const darkShadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 4px 12px rgba(0, 0, 0, 0.45)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  focus: `0 0 0 3px ${darkColors.focusRing}`,
} as const satisfies Record<ShadowName, string>;

/** The shape both themes share; colour and shadow values differ, everything else is the same object. */
export interface Theme {
  name: ThemeName;
  colors: Readonly<Record<ColorName, string>>;
  shadows: Readonly<Record<ShadowName, string>>;
  spacing: typeof spacing;
  radii: typeof radii;
  typography: typeof typography;
  breakpoints: typeof breakpoints;
  media: typeof media;
  layout: typeof layout;
  zIndices: typeof zIndices;
  transitions: typeof transitions;
}

const shared = { spacing, radii, typography, breakpoints, media, layout, zIndices, transitions } as const;

export const lightTheme = {
  name: 'light',
  colors: lightColors,
  shadows: lightShadows,
  ...shared,
} as const satisfies Theme;

export const darkTheme = {
  name: 'dark',
  colors: darkColors,
  shadows: darkShadows,
  ...shared,
} as const satisfies Theme;

export const themes: Readonly<Record<ThemeName, Theme>> = { light: lightTheme, dark: darkTheme };
