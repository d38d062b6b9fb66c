// Live updates on a user's or agent's pages (docs/live.md): the wallet, new movements and (on Requests) money
// requests arrive over the socket and go into the normalized cache (no refetch where the payload holds the data;
// live-cache.ts); money received shows a toast. When the socket cannot connect, the page's
// queries are polled with back-off instead and a small "Live updates paused" line says so; when it is back, they are
// read once more, for what moved in between.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { getFragmentData, graphql } from '../gql';
import { liveState, subscribeToLiveState } from '../lib/live-link';
import { notify } from '../lib/notify';
import { MoneyRequestFieldsFragment, TransactionFieldsFragment } from './fragments';
import { addMoneyRequestToLists, addTransactionToLists } from './live-cache';

export const MyWalletChangedSubscription = graphql(`
  subscription MyWalletChanged {
    myWalletChanged {
      id
      ...WalletFields
    }
  }
`);

export const MyTransactionAddedSubscription = graphql(`
  subscription MyTransactionAdded {
    myTransactionAdded {
      id
      ...TransactionFields
    }
  }
`);

/** Polling while paused: every 5 s at first, doubling to once a minute. */
export const LIVE_POLL_FIRST_MS = 5_000;
export const LIVE_POLL_MAX_MS = 60_000;

const Paused = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The indicator alone (stories): shown only while paused. */
export function LivePausedIndicator({ paused }: { paused: boolean }) {
  if (!paused) return null;
  return (
    <Paused role="status" data-testid="live-paused">
      Live updates paused
    </Paused>
  );
}

/** The toast's words for a movement that brought this person money, or null for any other. */
export function receivedMessage(transaction: {
  type: string;
  direction: string;
  status: string;
  amount: string;
  sender: { name: string } | null;
}): string | null {
  if (transaction.direction !== 'CREDIT' || transaction.status !== 'COMPLETED') return null;
  // The receiver reads a send as RECEIVE (SEND is the sender's own view of it).
  if (!['RECEIVE', 'SEND'].includes(transaction.type) || transaction.sender === null) return null;
  return `You received ${formatMoney(transaction.amount)} from ${transaction.sender.name}`;
}

export const MoneyRequestChangedSubscription = graphql(`
  subscription MoneyRequestChanged {
    moneyRequestChanged {
      id
      ...MoneyRequestFields
    }
  }
`);

interface LiveUpdatesProps {
  /** Users' Requests page: their money requests too (moneyRequestChanged; agents have none). */
  requests?: boolean;
  /**
   * The person's own wallet and movements (myWalletChanged, myTransactionAdded); false on an admin's page, whose
   * subscription (platformActivity) is the page's own and who has no wallet: then only the indicator and polling.
   */
  mine?: boolean;
}

export function LiveUpdates({ requests = false, mine = true }: LiveUpdatesProps) {
  const client = useApolloClient();
  const state = useSyncExternalStore(subscribeToLiveState, liveState, liveState);
  // The wallet has an id: the payload updates every screen's copy by normalization alone.
  useSubscription(MyWalletChangedSubscription, { skip: !mine });
  useSubscription(MyTransactionAddedSubscription, {
    skip: !mine,
    onData: ({ data }) => {
      const added = data.data?.myTransactionAdded;
      if (!added) return;
      const transaction = getFragmentData(TransactionFieldsFragment, added);
      addTransactionToLists(client.cache, transaction);
      const message = receivedMessage(transaction);
      if (message && transaction.createdAt === transaction.updatedAt) notify.success(message);
    },
  });
  useSubscription(MoneyRequestChangedSubscription, {
    skip: !requests,
    onData: ({ data }) => {
      const changed = data.data?.moneyRequestChanged;
      if (changed) addMoneyRequestToLists(client.cache, getFragmentData(MoneyRequestFieldsFragment, changed));
    },
  });

  // Back from a pause, what moved while the socket was down is read once: the socket tells only of what comes next.
  const wasPaused = useRef(false);
  useEffect(() => {
    if (state === 'paused') wasPaused.current = true;
    else if (state === 'live' && wasPaused.current) {
      wasPaused.current = false;
      void client.refetchQueries({ include: 'active' });
    }
  }, [client, state]);

  useEffect(() => {
    if (state !== 'paused') return;
    let delay = LIVE_POLL_FIRST_MS;
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => {
      void client.refetchQueries({ include: 'active' });
      delay = Math.min(delay * 2, LIVE_POLL_MAX_MS);
      timer = setTimeout(poll, delay);
    };
    timer = setTimeout(poll, delay);
    return () => clearTimeout(timer);
  }, [client, state]);

  return <LivePausedIndicator paused={state === 'paused'} />;
}
