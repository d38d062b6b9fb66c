// /user/requests (docs/requests.md): ask someone for money, and the Requests list — incoming (pay through the
// normal send confirmation, or decline) and outgoing (cancel) — with every state: loading, error, empty, pending,
// paid, declined, cancelled and expired.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { dollarsToCents, formatCents, formatMoney } from '@wallet/common/money';
import { allowanceAfter, limitsInCents, walletFormFailures } from '@wallet/common/wallet-forms';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Columns, Page, PageHeader, Panel, PanelHeader, PanelTitle } from '../../components/DashboardPage';
import { DetailList } from '../../components/DetailList';
import { FormSkeleton } from '../../components/FormSkeleton';
import { ListStates } from '../../components/ListStates';
import { MoneyRequestCard } from '../../components/MoneyRequestCard';
import type { MoneyRequestCardRequest } from '../../components/MoneyRequestCard';
import { RetryAlert } from '../../components/RetryAlert';
import { StateMessage } from '../../components/StateMessage';
import { TransferIcon } from '../../components/icons';
import { getFragmentData, graphql } from '../../gql';
import type { MoneyRequestDirection, WalletFieldsFragment } from '../../gql/graphql';
import { serverMessage } from '../../lib/graphql-errors';
import { notify } from '../../lib/notify';
import { useCurrentUser } from '../../lib/session';
import { allowanceLeftItems } from '../../money/allowance-left-items';
import { forgetMovementLists } from '../../money/forget-movement-lists';
import { MoneyRequestFieldsFragment, WalletFieldsFragment as WalletFields } from '../../money/fragments';
import { LiveUpdates } from '../../money/LiveUpdates';
import { useConfirmedSend } from '../../money/use-confirmed-send';
import { RequestMoneyForm } from './RequestMoneyForm';

export const RequestsWalletQuery = graphql(`
  query RequestsWallet {
    myWallet {
      id
      ...WalletFields
    }
  }
`);

export const MoneyRequestsQuery = graphql(`
  query MoneyRequests($direction: MoneyRequestDirection!, $page: Int, $limit: Int) {
    moneyRequests(direction: $direction, page: $page, limit: $limit) {
      items {
        ...MoneyRequestFields
      }
      pagination {
        currentPage
        totalPages
        totalItems
        itemsPerPage
      }
    }
  }
`);

export const PayMoneyRequestMutation = graphql(`
  mutation PayMoneyRequest($input: PayMoneyRequestInput!) {
    payMoneyRequest(input: $input) {
      message
      moneyRequest {
        ...MoneyRequestFields
      }
      transaction {
        id
        ...TransactionFields
      }
      wallet {
        id
        ...WalletFields
      }
    }
  }
`);

export const DeclineMoneyRequestMutation = graphql(`
  mutation DeclineMoneyRequest($id: ID!) {
    declineMoneyRequest(id: $id) {
      message
      moneyRequest {
        ...MoneyRequestFields
      }
    }
  }
`);

export const CancelMoneyRequestMutation = graphql(`
  mutation CancelMoneyRequest($id: ID!) {
    cancelMoneyRequest(id: $id) {
      message
      moneyRequest {
        ...MoneyRequestFields
      }
    }
  }
`);

/** The most one request may ask for when the wallet has not been read yet: the default daily limit. */
const REQUEST_MAX_FALLBACK_CENTS = 1_000_000;
const REQUESTS_PAGE_SIZE = 20;

const DIRECTIONS: readonly { value: MoneyRequestDirection; label: string }[] = [
  { value: 'INCOMING', label: 'Asked of me' },
  { value: 'OUTGOING', label: 'My requests' },
];

const Switch = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: 0;
  margin: 0;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export function RequestsPage({ now: nowGiven }: { now?: number }) {
  // The moment the page opened, for telling expired requests apart (kept across re-renders; stories pin it).
  const [openedAt] = useState(() => Date.now());
  const now = nowGiven ?? openedAt;
  const { user } = useCurrentUser();
  const [direction, setDirection] = useState<MoneyRequestDirection>('INCOMING');
  const walletQuery = useQuery(RequestsWalletQuery, { fetchPolicy: 'cache-and-network' });
  const wallet = getFragmentData(WalletFields, walletQuery.data?.myWallet);
  const requestsQuery = useQuery(MoneyRequestsQuery, {
    variables: { direction, limit: REQUESTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const items = requestsQuery.data?.moneyRequests.items.map((item) =>
    getFragmentData(MoneyRequestFieldsFragment, item),
  );

  return (
    <Page width="wide">
      <title>Requests · Wallet</title>
      <PageHeader
        title="Requests"
        lead="Ask another Wallet user for money, and pay or decline what others ask of you."
      />
      {/* A request made of this person, or one of theirs paid or declined, shows at once. */}
      <LiveUpdates requests />
      <Columns>
        <Panel aria-labelledby="request-money-title">
          <PanelTitle id="request-money-title" size="lg">
            Request money
          </PanelTitle>
          {user ? (
            <RequestMoneyForm
              requesterId={user.id}
              maxAmountCents={wallet ? dollarsToCents(wallet.limits.dailyAmount) : REQUEST_MAX_FALLBACK_CENTS}
            />
          ) : (
            <FormSkeleton label="Loading the request form" />
          )}
          <Muted>The payer is told by e-mail when they want receipts. A request expires after 7 days.</Muted>
        </Panel>
        <Panel aria-labelledby="requests-list-title">
          <PanelHeader>
            <PanelTitle id="requests-list-title" size="lg">
              {direction === 'INCOMING' ? 'Asked of me' : 'My requests'}
            </PanelTitle>
            <Switch role="group" aria-label="Which requests">
              {DIRECTIONS.map((option) => (
                <Button
                  key={option.value}
                  size="sm"
                  variant={option.value === direction ? 'primary' : 'secondary'}
                  aria-pressed={option.value === direction}
                  onClick={() => setDirection(option.value)}
                >
                  {option.label}
                </Button>
              ))}
            </Switch>
          </PanelHeader>
          {requestsQuery.error && !items ? (
            <RetryAlert title="Failed to load requests" onRetry={() => void requestsQuery.refetch()}>
              {serverMessage(requestsQuery.error, 'Please try again.')}
            </RetryAlert>
          ) : (
            <RequestList direction={direction} items={items} wallet={wallet} now={now} />
          )}
        </Panel>
      </Columns>
    </Page>
  );
}

interface PendingPay {
  request: MoneyRequestCardRequest;
  amountCents: number;
}

function RequestList({
  direction,
  items,
  wallet,
  now,
}: {
  direction: MoneyRequestDirection;
  items: readonly MoneyRequestCardRequest[] | undefined;
  wallet: WalletFieldsFragment | undefined;
  now: number;
}) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const confirmation = useConfirmedSend<PendingPay>({
    failureMessage: walletFormFailures.send,
    fieldNames: {},
  });
  const [pay] = useMutation(PayMoneyRequestMutation, {
    update(cache) {
      forgetMovementLists(cache);
    },
  });
  const [decline] = useMutation(DeclineMoneyRequestMutation);
  const [cancel] = useMutation(CancelMoneyRequestMutation);

  const onPay = (request: MoneyRequestCardRequest) => {
    void confirmation.confirmThenSend(
      { request, amountCents: dollarsToCents(request.amount) },
      {
        request: { id: request.id },
        send: (input) => pay({ variables: { input } }),
        onSent: (result) => {
          notify.success(result.data?.payMoneyRequest.message ?? `Paid ${formatMoney(request.amount)}`);
        },
      },
    );
  };

  const close = async (
    request: MoneyRequestCardRequest,
    run: (id: string) => Promise<{ message?: string | undefined }>,
    fallback: string,
  ) => {
    setBusyId(request.id);
    try {
      const { message } = await run(request.id);
      notify.success(message ?? fallback);
    } catch (error) {
      notify.error(serverMessage(error, 'Failed to update the request. Please try again.'));
    } finally {
      setBusyId(null);
    }
  };

  const onDecline = (request: MoneyRequestCardRequest) =>
    void close(
      request,
      async (id) => ({ message: (await decline({ variables: { id } })).data?.declineMoneyRequest.message }),
      'Request declined',
    );
  const onCancel = (request: MoneyRequestCardRequest) =>
    void close(
      request,
      async (id) => ({ message: (await cancel({ variables: { id } })).data?.cancelMoneyRequest.message }),
      'Request cancelled',
    );

  const pending = confirmation.pending;
  return (
    <>
      <ListStates
        items={items}
        loadingTitle="Loading requests..."
        empty={
          <StateMessage kind="empty" title="No requests yet" icon={TransferIcon}>
            {direction === 'INCOMING'
              ? 'When someone asks you for money, it shows here.'
              : 'Requests you send show here with their status.'}
          </StateMessage>
        }
      >
        {(rows) => (
          <List aria-label={direction === 'INCOMING' ? 'Requests asked of me' : 'My requests'}>
            {rows.map((request) => (
              <MoneyRequestCard
                key={request.id}
                request={request}
                now={now}
                busy={busyId === request.id || (confirmation.sending && pending?.request.id === request.id)}
                onPay={onPay}
                onDecline={onDecline}
                onCancel={onCancel}
              />
            ))}
          </List>
        )}
      </ListStates>
      <ConfirmDialog
        {...confirmation.dialog}
        title="Confirm payment"
        description="Transfers are instant and cannot be undone. Please check the details."
        confirmLabel="Confirm and pay"
        busyLabel="Paying..."
      >
        {pending ? <PendingPayDetails pending={pending} wallet={wallet} /> : null}
      </ConfirmDialog>
    </>
  );
}

function PendingPayDetails({
  pending,
  wallet,
}: {
  pending: PendingPay;
  wallet: WalletFieldsFragment | undefined;
}) {
  const after = wallet ? allowanceAfter(limitsInCents(wallet.limits), pending.amountCents) : undefined;
  const balanceCents = wallet ? dollarsToCents(wallet.balance) : undefined;
  return (
    <>
      <DetailList
        items={[
          { label: 'Receiver', value: pending.request.requester.name },
          ...(pending.request.note ? [{ label: 'Note', value: pending.request.note }] : []),
          { label: 'Amount', value: formatCents(pending.amountCents) },
          { label: 'Fee', value: formatCents(0) },
          { label: 'Total', value: formatCents(pending.amountCents), emphasis: true },
          ...(after ? allowanceLeftItems(after) : []),
        ]}
      />
      {balanceCents !== undefined && balanceCents < pending.amountCents ? (
        <Alert tone="danger">{`Insufficient balance. Available: ${formatCents(balanceCents)}`}</Alert>
      ) : null}
      {after?.refusal ? <Alert tone="danger">{after.refusal}</Alert> : null}
    </>
  );
}
