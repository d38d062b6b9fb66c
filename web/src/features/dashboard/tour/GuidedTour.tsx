// The guided tour of the dashboard (SPEC.md §2, docs/settings.md), around the dashboard frame: it starts by itself
// TOUR_START_DELAY_MS after the first visit to a dashboard while neither flag is set (at the loaded page's first
// idle moment after that, so it never slows the dashboard's first screen), and again from Restart Tour
// (the sidebar's footer, Settings) or Ctrl/Cmd+H; completing or closing it sets both flags. Steps are made when it
// starts, so only the places on the page now are shown. On a phone the sidebar's places are inside the closed menu
// sheet: the tour opens the sheet first, so it walks the same steps as on a wide screen, and closes it after.
//
// Three parts: GuidedTour (the tour's state, around the whole frame), TourController (inside the sidebar's
// state: the timer, the shortcut, the sheet) and RestartTourAction (the button, wherever the frame puts it).
// reactour itself (with its popover, mask and observers) is in TourOverlay, loaded when the tour first opens: a
// dashboard's first paint on a phone does not wait for it, and people who finished the tour never load it.
import type { StepType } from '@reactour/tour';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode, RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { TOUR_START_DELAY_MS, tourTexts } from '@wallet/common/settings';
import { useOptionalSidebar } from '../../../components/Sidebar';
import type { UserRole } from '../../../lib/paths';
import { notify } from '../../../lib/notify';
import { RestartTourButton } from './RestartTourButton';
import { markTourDone, tourIsDue } from '../../../lib/tour-flags';
import { tourSteps } from './tour-steps';
import type { GuidedTourState } from './tour-state';
import type { TourOverlay as TourOverlayType } from './TourOverlay';

type TourOverlayComponent = typeof TourOverlayType;

let overlayLoading: Promise<TourOverlayComponent> | undefined;
let loadedOverlay: TourOverlayComponent | undefined;

/** Loads reactour and the overlay, once; the tour shows as soon as they are there (at once after the first time). */
export function loadTourOverlay(): Promise<TourOverlayComponent> {
  overlayLoading ??= import('./TourOverlay').then(
    ({ TourOverlay }) => {
      loadedOverlay = TourOverlay;
      return TourOverlay;
    },
    (error: unknown) => {
      // A failed download (a dropped connection, a new build) may work next time.
      overlayLoading = undefined;
      throw error;
    },
  );
  return overlayLoading;
}

const DASHBOARD_PATH = /^\/(user|agent|admin)(\/|$)/;

/** The longest the first visit's start waits for an idle moment once the page has loaded. */
const IDLE_WAIT_MS = 2000;

/**
 * Calls `then` once the page has loaded (its first screen painted) and the browser is idle, so the tour's first
 * start (downloading reactour, mounting the overlay) never competes with the dashboard's own first screen for a
 * slow phone's CPU (issue 16: the tour at 1 s was the dashboards' longest tasks). Returns a cancel.
 */
function whenPageIdle(then: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const waitForIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(then, { timeout: IDLE_WAIT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      // No idle callbacks (Safari): the load event or the delay's timer is a task of its own already.
      then();
    }
  };
  if (document.readyState === 'complete') {
    waitForIdle();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', waitForIdle, { once: true });
  return () => {
    window.removeEventListener('load', waitForIdle);
    cancelIdle?.();
  };
}

/** The first state's steps; each start sets the steps of that moment. */
const noSteps: StepType[] = [];

function isShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'h';
}

interface TourStart extends GuidedTourState {
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

/** The tour's state and setters, for the parts inside <GuidedTour> (and stories that open it at a step). */
export function useGuidedTour(): GuidedTourState {
  const { isOpen, setIsOpen, currentStep, setCurrentStep, steps, setSteps } = useTourStart();
  return { isOpen, setIsOpen, currentStep, setCurrentStep, steps, setSteps };
}

/**
 * Starts the tour (by itself on a first visit, from the shortcut and from RestartTourAction) and ends it. Renders
 * nothing; put it inside the dashboard's SidebarProvider so it can open the phone's sheet.
 */
export function TourController() {
  const { role, startRef, isOpen, setIsOpen, setCurrentStep, setSteps } = useTourStart();
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

  /** The sheet was opened for a start that makes its steps once the sheet is on the page. */
  const startOnSheetRef = useRef(false);

  /** Makes the steps from the places on the page now and opens the tour at the first. */
  const open = useCallback(() => {
    try {
      const steps = tourSteps(role);
      // A transition: React builds the overlay in slices, so opening it is no long task on a slow phone.
      startTransition(() => {
        setSteps(steps);
        setCurrentStep(0);
        setIsOpen(true);
      });
    } catch (error) {
      notify.error(tourTexts.failed(error instanceof Error ? error.message : String(error)));
    }
  }, [role, setSteps, setCurrentStep, setIsOpen]);

  const start = useCallback(() => {
    if (!returnFocusRef.current && document.activeElement instanceof HTMLElement) {
      returnFocusRef.current = document.activeElement;
    }
    // On a phone the sidebar's places are in the closed sheet: it opens first, and the effect below makes the
    // steps once it is rendered (a render of its own rather than a flushSync inside this one).
    const sheet = sidebarRef.current;
    if (sheet?.isMobile && !sheet.openMobile) {
      openedSheetRef.current = true;
      startOnSheetRef.current = true;
      sheet.setOpenMobile(true);
      return;
    }
    open();
  }, [open]);

  const sheetOpen = sidebar?.openMobile ?? false;
  useEffect(() => {
    if (!startOnSheetRef.current || !sheetOpen) return;
    startOnSheetRef.current = false;
    open();
  }, [sheetOpen, open]);

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

  // The first visit: once, after the delay, unless the tour was done (for good) or seen (this session). Past the
  // delay it waits for the loaded page's first idle moment and for reactour, then opens in one go.
  useEffect(() => {
    // The flags are read when the delay is over, not now: the first sessionStorage read is a synchronous trip to
    // the browser's storage, which the dashboard's first render need not wait for.
    if (!onDashboard || isOpen) return undefined;
    let current = true;
    let cancelIdle: (() => void) | undefined;
    const startWhenDue = () => {
      if (current && tourIsDue()) start();
    };
    const timer = window.setTimeout(() => {
      if (!tourIsDue()) return;
      cancelIdle = whenPageIdle(() => {
        if (loadedOverlay) startWhenDue();
        // A failed download starts the tour anyway: GuidedTour tries again and says why if it fails.
        else void loadTourOverlay().then(startWhenDue, startWhenDue);
      });
    }, TOUR_START_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
      cancelIdle?.();
    };
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
  const { startRef, isOpen } = useTourStart();
  return <RestartTourButton active={isOpen} onRestart={() => startRef.current?.()} />;
}

interface GuidedTourProps {
  /** Whose dashboard: the steps' texts differ a little by role. */
  role: UserRole;
  children: ReactNode;
}

export function GuidedTour({ role, children }: GuidedTourProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [currentStep, setCurrentStep] = useState(0);
  const [steps, setSteps] = useState<StepType[]>(noSteps);
  const [TourOverlay, setTourOverlay] = useState(() => loadedOverlay);
  const startRef = useRef<(() => void) | null>(null);
  const tourStart = useMemo(
    () => ({ role, startRef, isOpen, setIsOpen, currentStep, setCurrentStep, steps, setSteps }),
    [role, isOpen, currentStep, steps],
  );

  useEffect(() => {
    if (!isOpen || TourOverlay) return undefined;
    let current = true;
    loadTourOverlay().then(
      (overlay) => {
        if (current) setTourOverlay(() => overlay);
      },
      (error: unknown) => {
        if (!current) return;
        setIsOpen(false);
        notify.error(tourTexts.failed(error instanceof Error ? error.message : String(error)));
      },
    );
    return () => {
      current = false;
    };
  }, [isOpen, TourOverlay]);

  return (
    <TourStartContext.Provider value={tourStart}>
      {children}
      {isOpen && TourOverlay ? (
        <TourOverlay
          isOpen={isOpen}
          setIsOpen={setIsOpen}
          currentStep={currentStep}
          setCurrentStep={setCurrentStep}
          steps={steps}
          setSteps={setSteps}
        />
      ) : null}
    </TourStartContext.Provider>
  );
}
