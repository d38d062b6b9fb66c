// /user/withdraw: the own wallet card, the withdraw form, the pending withdrawals and the information cards
// (fees, processing times, business hours: SPEC.md §9).
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { WITHDRAWAL_FEE_CENTS } from '@wallet/common/constants';
import { formatCents } from '@wallet/common/money';
import { WITHDRAW_METHODS } from '@wallet/common/wallet';
import {
  WITHDRAWAL_BUSINESS_HOURS,
  withdrawMethodLabels,
  withdrawalProcessingTimes,
} from '@wallet/common/wallet-forms';
import { cardStyles } from '../../components/Card';
import { DetailList } from '../../components/DetailList';
import { WalletSummaryCard } from '../../components/WalletSummaryCard';
import { getFragmentData, graphql } from '../../gql';
import { WalletFieldsFragment } from '../wallet/fragments';
import { PendingWithdrawals } from './PendingWithdrawals';
import { WithdrawForm } from './WithdrawForm';

export const WithdrawWalletQuery = graphql(`
  query WithdrawWallet {
    myWallet {
      id
      ...WalletFields
    }
  }
`);

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 64rem;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Panel = styled.section`
  ${cardStyles}
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  align-content: start;
`;

const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const InfoCards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export function WithdrawPage() {
  const { data, loading, error, refetch } = useQuery(WithdrawWalletQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const wallet = getFragmentData(WalletFieldsFragment, data?.myWallet);

  return (
    <Page>
      <title>Withdraw Money · Wallet</title>
      <div>
        <Title>Withdraw Money</Title>
        <Lead>Move money from your wallet to your bank account or card.</Lead>
      </div>
      <Columns>
        <Panel aria-labelledby="withdraw-form-title">
          <PanelTitle id="withdraw-form-title">Withdrawal details</PanelTitle>
          {wallet ? (
            <WithdrawForm wallet={wallet} />
          ) : (
            <Lead>{error ? 'The form opens once your wallet has loaded.' : 'Preparing the form...'}</Lead>
          )}
        </Panel>
        <Stack>
          <WalletSummaryCard
            wallet={wallet}
            loading={loading}
            error={Boolean(error)}
            onRetry={() => void refetch()}
          />
          <PendingWithdrawals />
        </Stack>
      </Columns>
      <InfoCards>
        <Panel aria-labelledby="withdraw-fees-title">
          <PanelTitle id="withdraw-fees-title">Withdrawal fees</PanelTitle>
          <DetailList
            items={WITHDRAW_METHODS.map((method) => ({
              label: withdrawMethodLabels[method],
              value: formatCents(WITHDRAWAL_FEE_CENTS[method]),
            }))}
          />
        </Panel>
        <Panel aria-labelledby="withdraw-processing-title">
          <PanelTitle id="withdraw-processing-title">Processing time</PanelTitle>
          <DetailList
            items={WITHDRAW_METHODS.map((method) => ({
              label: withdrawMethodLabels[method],
              value: withdrawalProcessingTimes[method],
            }))}
          />
        </Panel>
        <Panel aria-labelledby="withdraw-hours-title">
          <PanelTitle id="withdraw-hours-title">Business hours</PanelTitle>
          <Lead>{WITHDRAWAL_BUSINESS_HOURS}</Lead>
        </Panel>
      </InfoCards>
    </Page>
  );
}
