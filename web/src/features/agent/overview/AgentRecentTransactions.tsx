// The agent's latest movements (SPEC.md §2, DESIGN.md §9 item 4): type label, counterparty, signed amount,
// status and date, with the commission earned on each; loading, failure and an honest empty state.
import { dollarsToCents, formatMoney } from '@wallet/common/money';
import { paths } from '../../../lib/paths';
import { Alert } from '../../../components/Alert';
import { AmountText } from '../../../components/AmountText';
import { Button, ButtonLink } from '../../../components/Button';
import { Panel, PanelHeader, PanelTitle } from '../../../components/DashboardPage';
import { ArrowRightIcon, ClockIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/StateMessage';
import { StatusIcon } from '../../../components/StatusBadge';
import { getFragmentData } from '../../../gql';
import type { FragmentType } from '../../../gql';
import type { TransactionFieldsFragment as Transaction } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';
import { TransactionFieldsFragment } from '../../../money/fragments';
import { counterpartyName, transactionTitle, transactionTypeLabel } from '../../../money/transaction-display';
import {
  TransactionFigures,
  TransactionItem,
  TransactionLine,
  TransactionList,
  TransactionMuted,
  TransactionTypeLabel,
  TransactionWhat,
} from '../../../money/transaction-list-styles';

export const AGENT_RECENT_ERROR = 'Error loading transaction history';
export const AGENT_RECENT_EMPTY = 'No transactions yet';

/** Who was on the other side: the user served, the person paid or paying; else the movement's title. */
function otherSide(transaction: Transaction): string {
  return counterpartyName(transaction) ?? transactionTitle(transaction);
}

interface AgentRecentTransactionsProps {
  transactions?: readonly FragmentType<typeof TransactionFieldsFragment>[] | undefined;
  loading?: boolean;
  /** The message to show when the list could not be loaded. */
  errorMessage?: string | null | undefined;
  onRetry?: () => void;
}

export function AgentRecentTransactions({
  transactions: refs,
  loading = false,
  errorMessage,
  onRetry,
}: AgentRecentTransactionsProps) {
  const transactions = getFragmentData(TransactionFieldsFragment, refs);
  return (
    <Panel aria-labelledby="agent-recent-title">
      <PanelHeader>
        <PanelTitle id="agent-recent-title">Recent Transactions</PanelTitle>
        <ButtonLink to={paths.agent.history} variant="ghost" size="sm">
          View All Transactions
          <ArrowRightIcon />
        </ButtonLink>
      </PanelHeader>
      {transactions ? (
        transactions.length === 0 ? (
          <StateMessage kind="empty" icon={ClockIcon} title={AGENT_RECENT_EMPTY}>
            Cash ins, cash outs and float top-ups show up here.
          </StateMessage>
        ) : (
          <TransactionList>
            {transactions.map((transaction) => (
              <TransactionItem key={transaction.id}>
                <TransactionWhat>
                  <TransactionTypeLabel>{transactionTypeLabel(transaction.type)}</TransactionTypeLabel>
                  <TransactionLine title={otherSide(transaction)}>{otherSide(transaction)}</TransactionLine>
                  <TransactionMuted>{formatDateTime(transaction.createdAt)}</TransactionMuted>
                </TransactionWhat>
                <TransactionFigures>
                  <AmountText amount={transaction.amount} direction={transaction.direction} />
                  {dollarsToCents(transaction.commission) > 0 ? (
                    <TransactionMuted>{`+${formatMoney(transaction.commission)} commission`}</TransactionMuted>
                  ) : null}
                  <StatusIcon status={transaction.status} />
                </TransactionFigures>
              </TransactionItem>
            ))}
          </TransactionList>
        )
      ) : loading ? (
        <StateMessage kind="loading" title="Loading transactions..." />
      ) : errorMessage ? (
        <Alert
          tone="danger"
          title={AGENT_RECENT_ERROR}
          action={
            onRetry ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                Try Again
              </Button>
            ) : null
          }
        >
          {errorMessage}
        </Alert>
      ) : null}
    </Panel>
  );
}
