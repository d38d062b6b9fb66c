// The dashboard sidebar: Home link and grouped links (active one by path), expanded or icon-only on wide screens
// (remembered in a cookie), a modal sheet under 768 px, and Ctrl/Cmd+B to toggle it anywhere.
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ComponentType, KeyboardEvent as ReactKeyboardEvent, ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { MOBILE_BREAKPOINT_PX } from '@wallet/common/constants';
import type { TourTarget } from '@wallet/common/settings';
import { CloseIcon, HomeIcon, PanelLeftIcon } from './icons';
import type { IconProps } from './icons';
import { readSidebarCookie, writeSidebarCookie } from './sidebar-state';
import { visuallyHidden } from './VisuallyHidden';

export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';

export interface SidebarItem {
  /** The page's path; the link is current on it. */
  to: string;
  label: string;
  /** Shown alone when the sidebar is icon-only. */
  icon: ComponentType<IconProps>;
  /** Where a guided tour step points (`data-tour`), when one does. */
  tourTarget?: TourTarget;
}

export interface SidebarGroup {
  label: string;
  items: readonly SidebarItem[];
}

interface SidebarContextValue {
  /** Wide screens: expanded (true) or icon-only (false). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Narrow screens: the sheet is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggle: () => void;
  sheetId: string;
  panelId: string;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar needs a <SidebarProvider>');
  return context;
}

/** The sidebar's state when inside a SidebarProvider, else null (a part that works with or without a sidebar). */
export function useOptionalSidebar(): SidebarContextValue | null {
  return useContext(SidebarContext);
}

function useIsMobile(): boolean {
  const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
  const [isMobile, setIsMobile] = useState(() =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setIsMobile(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return isMobile;
}

interface SidebarProviderProps {
  children: ReactNode;
  /** Overrides the cookie (stories, tests). */
  defaultOpen?: boolean;
  /** Starts with the phone's sheet open (stories, tests). */
  defaultOpenMobile?: boolean;
}

/**
 * Holds the sidebar's state for a dashboard layout: expanded or icon-only on wide screens (remembered in a
 * cookie), the sheet open or closed under 768 px, and Ctrl/Cmd+B to toggle it from anywhere. Wrap the layout
 * that holds both the Sidebar and its SidebarTrigger.
 */
export function SidebarProvider({ children, defaultOpen, defaultOpenMobile = false }: SidebarProviderProps) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => defaultOpen ?? readSidebarCookie());
  const [openMobile, setOpenMobile] = useState(defaultOpenMobile);
  const sheetId = useId();
  const panelId = useId();

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarCookie(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((shown) => !shown);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggle, sheetId, panelId }),
    [open, setOpen, openMobile, isMobile, toggle, sheetId, panelId],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

const TriggerButton = styled.button`
  /* Never squeezed by a crowded top bar: on a phone it is the only way to the menu. */
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.heading};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

/**
 * The button that toggles the sidebar: expanded or icon-only on wide screens, the sheet on phones. Named
 * "Toggle sidebar"; Ctrl/Cmd+B does the same. Must sit inside a SidebarProvider.
 */
export function SidebarTrigger() {
  const { open, openMobile, isMobile, toggle, sheetId, panelId } = useSidebar();
  return (
    <TriggerButton
      type="button"
      aria-label="Toggle sidebar"
      aria-expanded={isMobile ? openMobile : open}
      aria-controls={isMobile ? sheetId : panelId}
      aria-keyshortcuts="Control+B Meta+B"
      title="Toggle sidebar (Ctrl/Cmd+B)"
      onClick={toggle}
    >
      <PanelLeftIcon size={20} />
    </TriggerButton>
  );
}

const Panel = styled.div<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  height: 100%;
  padding: ${({ theme, $collapsed }) => ($collapsed ? `${theme.spacing.sm} 0.375rem` : theme.spacing.sm)};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
`;

const DesktopFrame = styled.div<{ $collapsed: boolean }>`
  position: sticky;
  top: 0;
  flex: none;
  width: ${({ $collapsed }) => ($collapsed ? SIDEBAR_WIDTH_ICON : SIDEBAR_WIDTH)};
  height: 100vh;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transition: width ${({ theme }) => theme.transitions.fast};

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Sheet = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndices.menu + 1};
  width: ${SIDEBAR_WIDTH_MOBILE};
  max-width: 85vw;
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const SheetClose = styled(TriggerButton)`
  align-self: flex-end;
`;

const GroupLabel = styled.p<{ $collapsed: boolean }>`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.xxs};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ $collapsed }) => ($collapsed ? visuallyHidden : '')}
`;

const ItemList = styled.ul`
  display: grid;
  gap: 0.125rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ItemLink = styled(NavLink)<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 2.25rem;
  padding: ${({ theme, $collapsed }) => ($collapsed ? '0' : `0 ${theme.spacing.xs}`)};
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: none;

  svg {
    flex: none;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.heading};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.link};
    background: ${({ theme }) => theme.colors.primarySurface};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const ItemLabel = styled.span<{ $collapsed: boolean }>`
  ${({ $collapsed }) => ($collapsed ? visuallyHidden : '')}
`;

const Section = styled.div`
  display: grid;
`;

const Slot = styled.div`
  flex: none;
`;

const Grow = styled.div`
  flex: 1;
`;

interface SidebarContentProps {
  groups: readonly SidebarGroup[];
  header?: ReactNode;
  footer?: ReactNode;
  label: string;
  collapsed: boolean;
  onNavigate?: () => void;
  homeTo: string;
}

function SidebarContent({
  groups,
  header,
  footer,
  label,
  collapsed,
  onNavigate,
  homeTo,
}: SidebarContentProps) {
  const baseId = useId();
  const link = (item: SidebarItem, end: boolean) => (
    <li key={item.to}>
      <ItemLink
        to={item.to}
        end={end}
        data-tour={item.tourTarget}
        $collapsed={collapsed}
        title={collapsed ? item.label : undefined}
        onClick={onNavigate}
      >
        <item.icon size={18} />
        <ItemLabel $collapsed={collapsed}>{item.label}</ItemLabel>
      </ItemLink>
    </li>
  );
  return (
    <>
      {header ? <Slot data-tour={'sidebar-header' satisfies TourTarget}>{header}</Slot> : null}
      <Grow as="nav" aria-label={label}>
        <Section>
          <ItemList>
            {link({ to: homeTo, label: 'Home', icon: HomeIcon, tourTarget: 'home-link' }, true)}
          </ItemList>
        </Section>
        {groups.map((group, index) => {
          const groupId = `${baseId}-group-${index}`;
          return (
            <Section key={group.label} style={{ marginTop: '1rem' }}>
              <GroupLabel id={groupId} $collapsed={collapsed}>
                {group.label}
              </GroupLabel>
              <ItemList aria-labelledby={groupId}>{group.items.map((item) => link(item, false))}</ItemList>
            </Section>
          );
        })}
      </Grow>
      {footer ? <Slot>{footer}</Slot> : null}
    </>
  );
}

interface SidebarProps {
  /** Labelled groups of links, in order. */
  groups: readonly SidebarGroup[];
  /** The navigation landmark's name. */
  label?: string;
  /** Shown above the links (the brand). */
  header?: ReactNode;
  /** Shown at the bottom of the expanded sidebar (who is signed in). */
  footer?: ReactNode;
  /** Where the Home link goes. */
  homeTo?: string;
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dashboard's navigation: the Home link and the groups of links, the current page's link marked
 * (aria-current). On wide screens it is expanded or icon-only (the labels stay for screen readers and as
 * tooltips); under 768 px it is a modal sheet that keeps focus inside and closes on Escape or after a link is
 * followed. Must sit inside a SidebarProvider.
 */
export function Sidebar({ groups, label = 'Dashboard', header, footer, homeTo = '/' }: SidebarProps) {
  const { open, openMobile, setOpenMobile, isMobile, sheetId, panelId } = useSidebar();
  const sheetRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<Element | null>(null);
  const showSheet = isMobile && openMobile;

  useEffect(() => {
    if (!showSheet) return undefined;
    returnFocusRef.current = document.activeElement;
    sheetRef.current?.querySelector<HTMLElement>(focusableSelector)?.focus();
    return () => {
      if (returnFocusRef.current instanceof HTMLElement) returnFocusRef.current.focus();
    };
  }, [showSheet]);

  // A modal sheet keeps focus inside and closes on Escape.
  const onSheetKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpenMobile(false);
      return;
    }
    if (event.key !== 'Tab' || !sheetRef.current) return;
    const focusable = [...sheetRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      {isMobile ? null : (
        <DesktopFrame $collapsed={!open} data-state={open ? 'expanded' : 'collapsed'}>
          {/* A landmark of its own, so the brand and the person's card above and below the links sit in one. */}
          <Panel as="aside" aria-label={`${label} sidebar`} id={panelId} $collapsed={!open}>
            <SidebarContent
              groups={groups}
              header={header}
              footer={open ? footer : null}
              label={label}
              collapsed={!open}
              homeTo={homeTo}
            />
          </Panel>
        </DesktopFrame>
      )}
      {showSheet ? (
        <>
          <Overlay data-testid="sidebar-overlay" onClick={() => setOpenMobile(false)} />
          <Sheet
            ref={sheetRef}
            id={sheetId}
            role="dialog"
            aria-modal="true"
            aria-label={`${label} menu`}
            onKeyDown={onSheetKeyDown}
          >
            <Panel as="aside" aria-label={`${label} sidebar`} $collapsed={false}>
              <SheetClose type="button" aria-label="Close sidebar" onClick={() => setOpenMobile(false)}>
                <CloseIcon size={20} />
              </SheetClose>
              <SidebarContent
                groups={groups}
                header={header}
                footer={footer}
                label={label}
                collapsed={false}
                homeTo={homeTo}
                onNavigate={() => setOpenMobile(false)}
              />
            </Panel>
          </Sheet>
        </>
      ) : null}
    </>
  );
}
