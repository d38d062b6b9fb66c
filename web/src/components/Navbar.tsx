// The public pages' sticky top bar: brand, page links, theme choice, sign-in links, and a menu under 768 px.
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { MOBILE_BREAKPOINT_PX } from '@wallet/common/constants';
import { dashboardLinks, paths } from '../lib/paths';
import type { UserRole } from '../lib/paths';
import { Brand } from './Brand';
import { Button, ButtonLink } from './Button';
import { Container } from './Container';
import { CloseIcon, MenuIcon } from './icons';
import { ThemeToggle } from './ThemeToggle';

export const publicLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.features, label: 'Features' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.faq, label: 'FAQ' },
] as const;

const roleLabels: Record<UserRole, string> = { user: 'User', agent: 'Agent', admin: 'Admin' };

/** Who is signed in, as far as the bar needs to know. */
export interface NavbarUser {
  name: string;
  role: UserRole;
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: ${({ theme }) => theme.layout.navbarHeight};

  ${({ theme }) => theme.media.tablet} {
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.spacing.md};
  }

  ${({ theme }) => theme.media.desktop} {
    flex-wrap: nowrap;
  }
`;

// Mobile first: the inline links and sign-in buttons appear from the breakpoint up, the menu button below it.
// Between the breakpoint and desktop width the links take a second row, so nothing is squeezed.
const DesktopNav = styled.nav`
  display: none;

  ${({ theme }) => theme.media.tablet} {
    display: block;
    order: 3;
    flex-basis: 100%;
    padding-bottom: ${({ theme }) => theme.spacing.xs};
  }

  ${({ theme }) => theme.media.desktop} {
    order: 0;
    flex-basis: auto;
    margin-inline: auto;
    padding-bottom: 0;
  }
`;

const LinkList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.heading};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.link};
    background: ${({ theme }) => theme.colors.primarySurface};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-left: auto;

  ${({ theme }) => theme.media.desktop} {
    margin-left: 0;
  }
`;

const DesktopAuth = styled.div`
  display: none;
  gap: ${({ theme }) => theme.spacing.xs};

  ${({ theme }) => theme.media.tablet} {
    display: flex;
  }
`;

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.heading};
  cursor: pointer;

  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const MobileMenu = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-block: ${({ theme }) => theme.spacing.md};

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const MobileLinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    width: 100%;
  }
`;

const MobileFooter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
  padding-top: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const UserCard = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const UserName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const UserRoleText = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface NavbarProps {
  /** The signed-in person, or null/undefined when logged out. */
  user?: NavbarUser | null;
  /** Logout was pressed (the layout signs out and goes home). */
  onLogout?: () => void;
  /** Start with the mobile menu open (stories). */
  initialMenuOpen?: boolean;
}

/**
 * The public pages' sticky top bar: the brand, the page links (plus the dashboard link when signed in), the
 * theme choice, and Sign In / Get Started or Logout. Under 768 px the links and buttons move into a menu
 * behind a button that names what it does; Escape closes the menu and gives focus back to the button. The
 * public layout places it and passes the signed-in person.
 */
export function Navbar({ user = null, onLogout, initialMenuOpen = false }: NavbarProps) {
  const [menuOpen, setMenuOpen] = useState(initialMenuOpen);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const links = user ? [...publicLinks, dashboardLinks[user.role]] : publicLinks;

  // The menu exists only below the breakpoint: widening the window closes it.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onChange = () => {
      if (wide.matches) setMenuOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  const authActions = (fullWidth: boolean) =>
    user ? (
      <Button variant="secondary" size={fullWidth ? 'md' : 'sm'} fullWidth={fullWidth} onClick={onLogout}>
        Logout
      </Button>
    ) : (
      <>
        <ButtonLink
          to={paths.login}
          variant="ghost"
          size={fullWidth ? 'md' : 'sm'}
          fullWidth={fullWidth}
          onClick={closeMenu}
        >
          Sign In
        </ButtonLink>
        <ButtonLink
          to={paths.register}
          size={fullWidth ? 'md' : 'sm'}
          fullWidth={fullWidth}
          onClick={closeMenu}
        >
          Get Started
        </ButtonLink>
      </>
    );

  return (
    <Header>
      <Container>
        <Bar>
          <Brand />
          <DesktopNav aria-label="Main">
            <LinkList>
              {links.map((link) => (
                <li key={link.to}>
                  <PageLink to={link.to} end={link.to === paths.home}>
                    {link.label}
                  </PageLink>
                </li>
              ))}
            </LinkList>
          </DesktopNav>
          <Actions>
            <ThemeToggle />
            <DesktopAuth>{authActions(false)}</DesktopAuth>
            <MenuButton
              ref={menuButtonRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </MenuButton>
          </Actions>
        </Bar>
      </Container>
      <MobileMenu id={menuId} hidden={!menuOpen}>
        <Container>
          <nav aria-label="Mobile">
            <MobileLinkList>
              {links.map((link) => (
                <li key={link.to}>
                  <PageLink to={link.to} end={link.to === paths.home} onClick={closeMenu}>
                    {link.label}
                  </PageLink>
                </li>
              ))}
            </MobileLinkList>
          </nav>
          <MobileFooter>
            {user ? (
              <UserCard>
                <Initial aria-hidden="true">{user.name.trim().charAt(0).toUpperCase()}</Initial>
                <span>
                  <UserName>{user.name}</UserName>
                  <UserRoleText>{roleLabels[user.role]}</UserRoleText>
                </span>
              </UserCard>
            ) : null}
            {authActions(true)}
          </MobileFooter>
        </Container>
      </MobileMenu>
    </Header>
  );
}
