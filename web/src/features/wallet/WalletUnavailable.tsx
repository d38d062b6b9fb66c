// When the wallet cannot be shown (SPEC.md §2, §8): not found, or failed to load; Try Again, and Go Home.
import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/Button';
import { cardStyles } from '../../components/Card';
import { PanelTitle } from '../../components/DashboardPage';
import { AlertIcon, WalletIcon } from '../../components/icons';
import { paths } from '../../lib/paths';

export const walletLoadTexts = {
  failedTitle: 'Failed to load wallet',
  failedDetail: 'Unable to fetch your wallet information.',
  notFoundTitle: 'Wallet not found',
  notFoundDetail: 'No wallet found',
} as const;

const Root = styled.section`
  ${cardStyles}
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.xl};
  text-align: center;
`;

const IconCircle = styled.span<{ $danger: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $danger }) => ($danger ? theme.colors.dangerSurface : theme.colors.surfaceMuted)};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.textMuted)};
`;

const Detail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-top: ${({ theme }) => theme.spacing.xs};
`;

interface WalletUnavailableProps {
  kind: 'not-found' | 'failed';
  onRetry: () => void;
  /** Offer a way out to the home page as well (My Wallet does; the overview only retries). */
  showHome?: boolean;
}

export function WalletUnavailable({ kind, onRetry, showHome = false }: WalletUnavailableProps) {
  const notFound = kind === 'not-found';
  return (
    <Root role="alert" aria-labelledby="wallet-unavailable-title">
      <IconCircle $danger={!notFound}>{notFound ? <WalletIcon /> : <AlertIcon />}</IconCircle>
      <PanelTitle id="wallet-unavailable-title">
        {notFound ? walletLoadTexts.notFoundTitle : walletLoadTexts.failedTitle}
      </PanelTitle>
      <Detail>{notFound ? walletLoadTexts.notFoundDetail : walletLoadTexts.failedDetail}</Detail>
      <Actions>
        <Button onClick={onRetry}>Try Again</Button>
        {showHome ? (
          <ButtonLink to={paths.home} variant="secondary">
            Go Home
          </ButtonLink>
        ) : null}
      </Actions>
    </Root>
  );
}
