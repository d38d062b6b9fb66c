// /agent/cash-out (SPEC.md §2, DESIGN.md §9 item 12): the Cash Out form (with the user's code) beside the
// agent's float and the how-to-use card.
import { Page, PageHeader } from '../../../components/DashboardPage';
import { AgentFormColumns } from '../AgentFormColumns';
import { useAgentFloat } from '../use-agent-float';
import { CashOutForm } from './CashOutForm';

export const cashOutSteps = [
  'Ask the customer to create a cash-out code in their wallet (My Wallet, "Cash out at an agent") and tell it to you in person.',
  'Search for the customer by name, e-mail or phone (at least 2 characters), or enter their user ID.',
  'Enter the amount (no more than their code allows) and the 6-digit code.',
  'Check the name and amount in the confirmation, then confirm: the money moves from their wallet to your float.',
  'Hand over the cash. Your commission is added to your wallet with the transaction.',
] as const;

export function CashOutPage() {
  const { wallet, loading, failed, retry } = useAgentFloat();
  return (
    <Page>
      <title>Cash Out · Wallet</title>
      <PageHeader title="Cash Out" lead="Pay out cash from a user's wallet with the code they give you." />
      <AgentFormColumns
        title="Cash out details"
        titleId="cash-out-form-title"
        formHeight="44rem"
        form={wallet ? <CashOutForm wallet={wallet} /> : null}
        wallet={wallet}
        loading={loading}
        failed={failed}
        onRetry={retry}
        floatNote="Cash out adds the amount to this balance."
        howToUse={cashOutSteps}
      />
    </Page>
  );
}
