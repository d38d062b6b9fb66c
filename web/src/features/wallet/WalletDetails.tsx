// My Wallet's details (SPEC.md §2): wallet id, user id, status (Blocked or Active) and when it was created.
import styled from 'styled-components';
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { FactList } from '../../components/FactList';
import { WalletStatusBadge } from '../../components/WalletStatusBadge';
import { getFragmentData } from '../../gql';
import type { FragmentType } from '../../gql';
import { formatDateTime } from '../../lib/format-date';
import { WalletFieldsFragment } from '../../money/fragments';

const Mono = styled.span`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

export function WalletDetails({ wallet: walletRef }: { wallet: FragmentType<typeof WalletFieldsFragment> }) {
  const wallet = getFragmentData(WalletFieldsFragment, walletRef);
  return (
    <Panel aria-labelledby="wallet-details-title">
      <PanelTitle id="wallet-details-title">Wallet details</PanelTitle>
      <FactList>
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
      </FactList>
    </Panel>
  );
}
