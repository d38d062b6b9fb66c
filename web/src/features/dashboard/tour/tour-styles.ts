// reactour's look from our theme (it styles with inline style functions, not CSS): the page dimmed with the
// theme's overlay, the popover as a raised card, both under the toasts so a message is never hidden by the tour.
import type { ProviderProps } from '@reactour/tour';
import type { Theme } from '../../../styles/theme';

type TourStyles = NonNullable<ProviderProps['styles']>;

export function tourStyles(theme: Theme, { reducedMotion }: { reducedMotion: boolean }): TourStyles {
  const maskLayer = theme.zIndices.toast - 2;
  return {
    maskWrapper: (base) => ({ ...base, color: theme.colors.overlay, opacity: 1, zIndex: maskLayer }),
    popover: (base) => ({
      ...base,
      padding: 0,
      width: 'min(22rem, calc(100vw - 2rem))',
      maxWidth: 'none',
      backgroundColor: theme.colors.surfaceRaised,
      color: theme.colors.text,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.lg,
      boxShadow: theme.shadows.lg,
      zIndex: maskLayer + 1,
      // reactour slides the popover from step to step; people who asked for less motion see it jump instead.
      transition: reducedMotion ? 'none' : `transform ${theme.transitions.normal}`,
    }),
  };
}
