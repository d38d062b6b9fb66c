// /agent/cash-in (SPEC.md §2): the Cash In form beside the agent's float and the how-to-use card.
import { Page, PageHeader } from '../../../components/DashboardPage';
import { AgentFormColumns } from '../AgentFormColumns';
import { useAgentFloat } from '../use-agent-float';
import { CashInForm } from './CashInForm';

export const cashInSteps = [
  'Take the cash from the customer.',
  'Search for the customer by name, e-mail or phone (at least 2 characters), or enter their user ID.',
  'Enter the amount, or pick a quick amount.',
  'Check the name and amount in the confirmation, then confirm: the money moves from your float to their wallet.',
  'Your commission is added to your wallet with the transaction.',
] as const;

export function CashInPage() {
  const { wallet, loading, failed, retry } = useAgentFloat();
  return (
    <Page>
      <title>Cash In · Wallet</title>
      <PageHeader title="Cash In" lead="Add money to a user's wallet from your float." />
      <AgentFormColumns
        title="Cash in details"
        titleId="cash-in-form-title"
        formHeight="41rem"
        form={wallet ? <CashInForm wallet={wallet} /> : null}
        wallet={wallet}
        loading={loading}
        failed={failed}
        onRetry={retry}
        floatNote="Cash in is paid from this balance."
        howToUse={cashInSteps}
      />
    </Page>
  );
}
