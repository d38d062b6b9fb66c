// The frame of every public page: skip link, sticky navbar, the routed page in <main>, footer.
import { Suspense, lazy, useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from '../../components/Footer';
import { Navbar } from '../../components/Navbar';
import type { NavbarSession } from './SessionReporter';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen tall: the footer starts below the fold, so it never shows under a loading page and then jumps
// away when the page arrives (the layout shift a phone saw), and it is never a short page's largest paint.
const Main = styled.main`
  flex: 1;
  min-height: 100vh;

  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.spacing.md};
  top: -4rem;
  z-index: ${({ theme }) => theme.zIndices.menu};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};

  &:focus {
    top: ${({ theme }) => theme.spacing.xs};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export const MAIN_CONTENT_ID = 'main-content';

// The session part needs Apollo, which the entry chunk leaves out: until it loads, the signed-out bar shows.
const SessionReporter = lazy(async () => ({ default: (await import('./SessionReporter')).SessionReporter }));

export function PublicLayout() {
  const [session, setSession] = useState<NavbarSession | null>(null);
  return (
    <Shell>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>Skip to main content</SkipLink>
      <Navbar user={session?.user ?? null} onLogout={session?.logout} />
      <Suspense fallback={null}>
        <SessionReporter onSession={setSession} />
      </Suspense>
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </Shell>
  );
}
