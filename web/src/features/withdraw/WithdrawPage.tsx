// /user/withdraw: the own wallet card, the withdraw form, the pending withdrawals and the information cards
// (fees, processing times with how long a withdrawal can be cancelled here, business hours: SPEC.md §9).
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
import { Page, PageHeader, PageLead, Panel, PanelTitle } from '../../components/DashboardPage';
import { DetailList } from '../../components/DetailList';
import { getFragmentData, graphql } from '../../gql';
import { WalletFieldsFragment } from '../../money/fragments';
import { WalletFormColumns } from '../../money/WalletFormColumns';
import { CancelWindowNote } from './CancelWindowNote';
import { PendingWithdrawals } from './PendingWithdrawals';
import { WithdrawForm } from './WithdrawForm';
import { FrozenNotice } from '../../money/FrozenWalletAlert';

export const WithdrawWalletQuery = graphql(`
  query WithdrawWallet {
    myWallet {
      id
      ...WalletFields
    }
  }
`);

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
      <PageHeader title="Withdraw Money" lead="Move money from your wallet to your bank account or card." />
      <FrozenNotice />
      <WalletFormColumns
        title="Withdrawal details"
        titleId="withdraw-form-title"
        formHeight="37rem"
        form={wallet ? <WithdrawForm wallet={wallet} /> : null}
        wallet={wallet}
        loading={loading}
        failed={Boolean(error)}
        onRetry={() => void refetch()}
        aside={<PendingWithdrawals />}
      />
      <InfoCards>
        <Panel aria-labelledby="withdraw-fees-title">
          <PanelTitle id="withdraw-fees-title" size="lg">
            Withdrawal fees
          </PanelTitle>
          <DetailList
            items={WITHDRAW_METHODS.map((method) => ({
              label: withdrawMethodLabels[method],
              value: formatCents(WITHDRAWAL_FEE_CENTS[method]),
            }))}
          />
        </Panel>
        <Panel aria-labelledby="withdraw-processing-title">
          <PanelTitle id="withdraw-processing-title" size="lg">
            Processing time
          </PanelTitle>
          <DetailList
            items={WITHDRAW_METHODS.map((method) => ({
              label: withdrawMethodLabels[method],
              value: withdrawalProcessingTimes[method],
            }))}
          />
          <CancelWindowNote />
        </Panel>
        <Panel aria-labelledby="withdraw-hours-title">
          <PanelTitle id="withdraw-hours-title" size="lg">
            Business hours
          </PanelTitle>
          <PageLead>{WITHDRAWAL_BUSINESS_HOURS}</PageLead>
        </Panel>
      </InfoCards>
    </Page>
  );
}
