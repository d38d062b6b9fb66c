// My Wallet's details (SPEC.md §2): wallet id, user id, status (Blocked or Active) and when it was created.
import styled from 'styled-components';
import { cardStyles } from '../../components/Card';
import { getFragmentData } from '../../gql';
import type { FragmentType } from '../../gql';
import { formatDateTime } from '../../lib/format-date';
import { WalletFieldsFragment } from './fragments';
import { WalletStatusBadge } from './WalletStatusBadge';

const Root = styled.section`
  ${cardStyles}
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  dt {
    font-size: ${({ theme }) => theme.typography.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    overflow-wrap: anywhere;
  }
`;

const Mono = styled.span`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

export function WalletDetails({ wallet: walletRef }: { wallet: FragmentType<typeof WalletFieldsFragment> }) {
  const wallet = getFragmentData(WalletFieldsFragment, walletRef);
  return (
    <Root aria-labelledby="wallet-details-title">
      <Title id="wallet-details-title">Wallet details</Title>
      <Facts>
        <div>
          <dt>Wallet ID</dt>
          <dd>
            <Mono>{wallet.id}</Mono>
          </dd>
        </div>
        <div>
          <dt>User ID</dt>
          <dd>
            <Mono>{wallet.userId}</Mono>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <WalletStatusBadge isBlocked={wallet.isBlocked} />
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDateTime(wallet.createdAt)}</dd>
        </div>
      </Facts>
    </Root>
  );
}
