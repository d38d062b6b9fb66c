// The guided tour of the dashboard (SPEC.md §2, docs/settings.md), around the dashboard frame: it starts by itself
// TOUR_START_DELAY_MS after the first visit to a dashboard while neither flag is set, and again from the fixed
// Restart Tour button or Ctrl/Cmd+H; completing or closing it sets both flags. Steps are made when it starts, so
// only the places on the page now are shown.
import { TourProvider, useTour } from '@reactour/tour';
import type { StepType } from '@reactour/tour';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { TOUR_START_DELAY_MS, tourTexts } from '@wallet/common/settings';
import type { UserRole } from '../../../lib/paths';
import { notify } from '../../../lib/notify';
import { RestartTourButton } from './RestartTourButton';
import { markTourDone, tourIsDue } from '../../../lib/tour-flags';
import { tourSteps } from './tour-steps';
import { tourStyles } from './tour-styles';
import { TourPopover } from './TourPopover';

const DASHBOARD_PATH = /^\/(user|agent|admin)(\/|$)/;

/** The provider's steps are only its first state; each start sets the steps of that moment. */
const noSteps: StepType[] = [];

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function isShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'h';
}

function TourController({ role }: { role: UserRole }) {
  const { isOpen, setIsOpen, setCurrentStep, setSteps } = useTour();
  const { pathname } = useLocation();
  const onDashboard = DASHBOARD_PATH.test(pathname);
  /** Where focus was before the tour took it, to give it back when the tour ends. */
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const wasOpenRef = useRef(false);

  const start = useCallback(() => {
    try {
      if (!setSteps) throw new Error('the tour is not set up on this page');
      const steps = tourSteps(role);
      if (!returnFocusRef.current && document.activeElement instanceof HTMLElement) {
        returnFocusRef.current = document.activeElement;
      }
      setSteps(steps);
      setCurrentStep(0);
      setIsOpen(true);
    } catch (error) {
      notify.error(tourTexts.failed(error instanceof Error ? error.message : String(error)));
    }
  }, [role, setSteps, setCurrentStep, setIsOpen]);

  // Closing by any way (Done, Close, Escape, a click on the dimmed page) counts as done.
  useEffect(() => {
    if (wasOpenRef.current && !isOpen) {
      markTourDone();
      const returnTo = returnFocusRef.current;
      returnFocusRef.current = null;
      if (returnTo?.isConnected) returnTo.focus();
    }
    wasOpenRef.current = isOpen;
  }, [isOpen]);

  // The first visit: once, after the delay, unless the tour was done (for good) or seen (this session).
  useEffect(() => {
    if (!onDashboard || isOpen || !tourIsDue()) return undefined;
    const timer = window.setTimeout(() => {
      if (tourIsDue()) start();
    }, TOUR_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [onDashboard, isOpen, start]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      // Ctrl+H is the browser's history otherwise.
      event.preventDefault();
      start();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [start]);

  return <RestartTourButton active={isOpen} onRestart={start} />;
}

interface GuidedTourProps {
  /** Whose dashboard: the steps' texts differ a little by role. */
  role: UserRole;
  children: ReactNode;
}

export function GuidedTour({ role, children }: GuidedTourProps) {
  const theme = useTheme();
  const reducedMotion = prefersReducedMotion();
  const styles = useMemo(() => tourStyles(theme, { reducedMotion }), [theme, reducedMotion]);
  return (
    <TourProvider
      steps={noSteps}
      styles={styles}
      ContentComponent={TourPopover}
      position="right"
      padding={{ mask: 6, popover: 14 }}
      // The highlighted link is shown, not followed: leaving the page mid-tour would strand the popover.
      disableInteraction
      scrollSmooth={!reducedMotion}
    >
      {children}
      <TourController role={role} />
    </TourProvider>
  );
}
