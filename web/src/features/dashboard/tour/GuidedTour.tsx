// The guided tour of the dashboard (SPEC.md §2, docs/settings.md), around the dashboard frame: it starts by itself
// TOUR_START_DELAY_MS after the first visit to a dashboard while neither flag is set, and again from Restart Tour
// (the sidebar's footer, Settings) or Ctrl/Cmd+H; completing or closing it sets both flags. Steps are made when it
// starts, so only the places on the page now are shown. On a phone the sidebar's places are inside the closed menu
// sheet: the tour opens the sheet first, so it walks the same steps as on a wide screen, and closes it after.
//
// Three parts: GuidedTour (reactour's provider, around the whole frame), TourController (inside the sidebar's
// state: the timer, the shortcut, the sheet) and RestartTourAction (the button, wherever the frame puts it).
import { TourProvider, useTour } from '@reactour/tour';
import type { StepType } from '@reactour/tour';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { TOUR_START_DELAY_MS, tourTexts } from '@wallet/common/settings';
import { useOptionalSidebar } from '../../../components/Sidebar';
import type { UserRole } from '../../../lib/paths';
import { notify } from '../../../lib/notify';
import { useIsPhone } from '../../../lib/use-media-query';
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

interface TourStart {
  role: UserRole;
  /** The controller's start, set while a controller is mounted. */
  startRef: RefObject<(() => void) | null>;
}

const TourStartContext = createContext<TourStart | null>(null);

function useTourStart(): TourStart {
  const context = useContext(TourStartContext);
  if (!context) throw new Error('the guided tour parts need a <GuidedTour> around them');
  return context;
}

/**
 * Starts the tour (by itself on a first visit, from the shortcut and from RestartTourAction) and ends it. Renders
 * nothing; put it inside the dashboard's SidebarProvider so it can open the phone's sheet.
 */
export function TourController() {
  const { role, startRef } = useTourStart();
  const { isOpen, setIsOpen, setCurrentStep, setSteps } = useTour();
  // Read when the tour starts and ends; not a dependency, so opening the sheet does not restart the timer.
  const sidebar = useOptionalSidebar();
  const sidebarRef = useRef(sidebar);
  useEffect(() => {
    sidebarRef.current = sidebar;
  }, [sidebar]);
  const { pathname } = useLocation();
  const onDashboard = DASHBOARD_PATH.test(pathname);
  /** Where focus was before the tour took it, to give it back when the tour ends. */
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const wasOpenRef = useRef(false);
  /** The tour opened the phone's sheet, so it closes it again. */
  const openedSheetRef = useRef(false);

  const start = useCallback(() => {
    try {
      if (!setSteps) throw new Error('the tour is not set up on this page');
      if (!returnFocusRef.current && document.activeElement instanceof HTMLElement) {
        returnFocusRef.current = document.activeElement;
      }
      // The sheet renders now, not on the next frame: the steps are made from the places on the page.
      const sheet = sidebarRef.current;
      if (sheet?.isMobile && !sheet.openMobile) {
        flushSync(() => sheet.setOpenMobile(true));
        openedSheetRef.current = true;
      }
      setSteps(tourSteps(role));
      setCurrentStep(0);
      setIsOpen(true);
    } catch (error) {
      notify.error(tourTexts.failed(error instanceof Error ? error.message : String(error)));
    }
  }, [role, setSteps, setCurrentStep, setIsOpen]);

  useEffect(() => {
    startRef.current = start;
    return () => {
      if (startRef.current === start) startRef.current = null;
    };
  }, [start, startRef]);

  // Closing by any way (Done, Close, Escape, a click on the dimmed page) counts as done.
  useEffect(() => {
    if (wasOpenRef.current && !isOpen) {
      markTourDone();
      if (openedSheetRef.current) {
        openedSheetRef.current = false;
        sidebarRef.current?.setOpenMobile(false);
      }
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

  return null;
}

/** Restart Tour, connected to the tour: disabled and "Tour Active..." while it runs. */
export function RestartTourAction() {
  const { startRef } = useTourStart();
  const { isOpen } = useTour();
  return <RestartTourButton active={isOpen} onRestart={() => startRef.current?.()} />;
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
  const startRef = useRef<(() => void) | null>(null);
  const tourStart = useMemo(() => ({ role, startRef }), [role]);
  // reactour places a popover that does not fit beside its target above or below it, moved left by the
  // horizontal padding: off a phone's screen by that much. Only vertical room on a phone (reactour: [x, y]).
  const phone = useIsPhone();
  const padding = useMemo(() => ({ mask: 6, popover: phone ? [0, 14] : 14 }), [phone]);
  return (
    <TourProvider
      steps={noSteps}
      styles={styles}
      ContentComponent={TourPopover}
      position="right"
      padding={padding}
      // The highlighted link is shown, not followed: leaving the page mid-tour would strand the popover.
      disableInteraction
      scrollSmooth={!reducedMotion}
    >
      <TourStartContext.Provider value={tourStart}>{children}</TourStartContext.Provider>
    </TourProvider>
  );
}
