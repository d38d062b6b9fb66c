// The frame of every dashboard page: the role's sidebar, a top bar (sidebar toggle, theme, logout) and <main>.
// Nothing fixed floats over the page: actions about the frame itself (Restart Tour) sit in the sidebar's footer.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { UserRole } from '../../lib/paths';
import { Brand } from '../../components/Brand';
import { Button } from '../../components/Button';
import { LogOutIcon } from '../../components/icons';
import { Sidebar, SidebarProvider, SidebarTrigger } from '../../components/Sidebar';
import { ThemeToggle } from '../../components/ThemeToggle';
import { visuallyHidden } from '../../components/VisuallyHidden';
import { roleLabels } from '../../lib/session';
import { sidebarGroups } from './nav-items';

export const DASHBOARD_MAIN_ID = 'dashboard-main';

const Shell = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.layout.navbarHeight};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

/* One line at any width: a long area name ends in an ellipsis instead of wrapping the bar onto two lines. */
const AreaName = styled.p`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  line-height: 1.25;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.heading};
`;

const TopActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-left: auto;
`;

/** On a phone the top bar has no room for the word: the icon shows, and the word stays the button's name. */
const LogoutLabel = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    ${visuallyHidden}
  }
`;

const Main = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.spacing.lg};

  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => theme.spacing.xl};
  }

  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.spacing.md};
  top: -4rem;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  &:focus {
    top: ${({ theme }) => theme.spacing.xs};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Initial = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const PersonText = styled.span`
  display: grid;
  min-width: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  span + span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

export interface DashboardUser {
  name: string;
  email: string;
  role: UserRole;
}

interface DashboardLayoutProps {
  user: DashboardUser;
  onLogout: () => void;
  children: ReactNode;
  /** Overrides the sidebar cookie (stories). */
  defaultSidebarOpen?: boolean;
  defaultSheetOpen?: boolean;
  /** In the sidebar's footer, above the person: the guided tour's Restart Tour. */
  sidebarAction?: ReactNode;
  /**
   * Rendered inside the sidebar's state and outside the page: what needs both, such as the guided tour's
   * controller (it opens the phone's menu sheet for the sidebar's steps).
   */
  controls?: ReactNode;
}

export function DashboardLayout({
  user,
  onLogout,
  children,
  defaultSidebarOpen,
  defaultSheetOpen,
  sidebarAction,
  controls,
}: DashboardLayoutProps) {
  const roleLabel = roleLabels[user.role];
  return (
    <SidebarProvider defaultOpen={defaultSidebarOpen} defaultOpenMobile={defaultSheetOpen}>
      <Shell>
        <SkipLink href={`#${DASHBOARD_MAIN_ID}`}>Skip to main content</SkipLink>
        <Sidebar
          groups={sidebarGroups[user.role]}
          label={`${roleLabel} dashboard`}
          header={<Brand showTagline={false} />}
          footer={
            <Footer>
              {sidebarAction}
              <Person>
                <Initial aria-hidden="true">{user.name.trim().charAt(0).toUpperCase()}</Initial>
                <PersonText>
                  <span>{user.name}</span>
                  <span>{user.email}</span>
                </PersonText>
              </Person>
            </Footer>
          }
        />
        <Column>
          <TopBar>
            <SidebarTrigger />
            <AreaName>{`${roleLabel} Dashboard`}</AreaName>
            <TopActions>
              <ThemeToggle />
              <Button variant="secondary" size="sm" onClick={onLogout}>
                <LogOutIcon />
                <LogoutLabel>Logout</LogoutLabel>
              </Button>
            </TopActions>
          </TopBar>
          <Main id={DASHBOARD_MAIN_ID} tabIndex={-1}>
            {children}
          </Main>
        </Column>
        {controls}
      </Shell>
    </SidebarProvider>
  );
}
