// reactour's tour over the page (the dimmed mask, the highlighted place, our popover), loaded by GuidedTour when the
// tour first opens and given its state; the same as reactour's own provider renders while a tour is open.
import { Tour, TourContext } from '@reactour/tour';
import type { TourProps } from '@reactour/tour';
import { useMemo, useState } from 'react';
import { useTheme } from 'styled-components';
import { useIsPhone } from '../../../lib/use-media-query';
import type { GuidedTourState } from './tour-state';
import { tourStyles } from './tour-styles';
import { TourPopover } from './TourPopover';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function TourOverlay(state: GuidedTourState) {
  const theme = useTheme();
  const reducedMotion = prefersReducedMotion();
  const styles = useMemo(() => tourStyles(theme, { reducedMotion }), [theme, reducedMotion]);
  // reactour places a popover that does not fit beside its target above or below it, moved left by the
  // horizontal padding: off a phone's screen by that much. Only vertical room on a phone (reactour: [x, y]).
  const phone = useIsPhone();
  const padding = useMemo(() => ({ mask: 6, popover: phone ? [0, 14] : 14 }), [phone]);
  const [meta, setMeta] = useState('');
  const [disabledActions, setDisabledActions] = useState(false);
  const value: TourProps = {
    ...state,
    meta,
    setMeta,
    disabledActions,
    setDisabledActions,
    styles,
    ContentComponent: TourPopover,
    position: 'right',
    padding,
    // The highlighted link is shown, not followed: leaving the page mid-tour would strand the popover.
    disableInteraction: true,
    scrollSmooth: !reducedMotion,
  };
  return (
    <TourContext.Provider value={value}>
      <Tour {...value} />
    </TourContext.Provider>
  );
}
