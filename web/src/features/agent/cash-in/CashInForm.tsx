// The Cash In form (SPEC.md §2, §5; docs/agents.md): find or type the user, the amount (quick amounts, no Max:
// SPEC.md §9 gives cash in none), a confirmation with the float left, then one cashIn with its idempotency key;
// the cache shows the new float and history, and the commission the answer brings is shown.
import { useMutation } from '@apollo/client/react';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useMemo, useState } from 'react';
import { agentFormFailures, cashInSchema } from '@wallet/common/agent-forms';
import { agentMessages } from '@wallet/common/agents';
import { QUICK_AMOUNTS } from '@wallet/common/constants';
import { centsToDecimalString, dollarsToCents, formatMoney } from '@wallet/common/money';
import { walletMessages } from '@wallet/common/wallet';
import { amountCentsOf } from '@wallet/common/wallet-forms';
import { FormAmountField } from '../../../components/form/FormAmountField';
import type { UserSearchMatch } from '../../../components/UserSearchPanel';
import { graphql } from '../../../gql';
import type { WalletFieldsFragment } from '../../../gql/graphql';
import { validateWithSchema } from '../../../lib/final-form-yup';
import { notify } from '../../../lib/notify';
import { forgetMovementLists } from '../../../money/forget-movement-lists';
import { MoneyFormShell } from '../../../money/MoneyFormShell';
import { useConfirmedSend } from '../../../money/use-confirmed-send';
import { placeAgentRefusal } from '../agent-refusals';
import { CommissionEarned } from '../CommissionEarned';
import { CustomerFields } from '../CustomerFields';
import { PendingOperationDetails } from '../PendingOperationDetails';
import type { PendingOperation } from '../PendingOperationDetails';

export const CashInMutation = graphql(`
  mutation CashIn($input: CashInInput!) {
    cashIn(input: $input) {
      message
      transaction {
        id
        amount
        commission
        recipient {
          id
          name
        }
        ...TransactionFields
      }
      wallet {
        id
        ...WalletFields
      }
    }
  }
`);

interface CashInValues {
  userId?: string;
  amount?: string;
}

/** The last cash in that went through: whom it was for and what it earned. */
interface CashedIn {
  name: string;
  commission: string;
}

interface CashInFormProps {
  /** The agent's own wallet: its balance is the float cash in pays from. */
  wallet: WalletFieldsFragment;
}

export function CashInForm({ wallet }: CashInFormProps) {
  const floatCents = dollarsToCents(wallet.balance);
  const validate = useMemo(
    () => validateWithSchema<CashInValues>(cashInSchema({ floatCents })),
    [floatCents],
  );
  const [selected, setSelected] = useState<UserSearchMatch | null>(null);
  const [cashedIn, setCashedIn] = useState<CashedIn | null>(null);
  const confirmation = useConfirmedSend<PendingOperation>({
    failureMessage: agentFormFailures.cashIn,
    fieldNames: {},
  });
  const { sending } = confirmation;
  const [cashIn] = useMutation(CashInMutation, {
    update(cache) {
      forgetMovementLists(cache);
    },
  });

  const onSubmit = async (
    values: CashInValues,
    form: FormApi<CashInValues>,
  ): Promise<SubmissionErrors | undefined> => {
    const userId = (values.userId ?? '').trim();
    const amountCents = amountCentsOf(values.amount);
    if (amountCents === undefined) return { amount: walletMessages.amountInvalid };
    const user = selected?.id === userId ? selected : null;
    const request = { userId, amount: centsToDecimalString(amountCents) };
    setCashedIn(null);
    const errors = await confirmation.confirmThenSend(
      { userId, user, amountCents },
      {
        request,
        send: (input) => cashIn({ variables: { input } }),
        onSent: (result) => {
          const transaction = result.data?.cashIn.transaction;
          const name = transaction?.recipient?.name ?? user?.name ?? userId;
          notify.success(agentMessages.cashedIn(formatMoney(transaction?.amount ?? request.amount), name));
          if (transaction) setCashedIn({ name, commission: transaction.commission });
          setSelected(null);
          form.restart();
        },
      },
    );
    return placeAgentRefusal(errors);
  };

  return (
    <MoneyFormShell<CashInValues, PendingOperation>
      label="Cash in"
      onSubmit={onSubmit}
      validate={validate}
      isBlocked={wallet.isBlocked}
      confirmation={confirmation}
      submitLabel="Cash In"
      busyLabel="Processing..."
      confirm={{
        title: 'Confirm cash in',
        description:
          'The money leaves your float at once and cannot be taken back. Please check the details.',
        confirmLabel: 'Confirm cash in',
      }}
      details={(pending) => (
        <PendingOperationDetails pending={pending} floatAfterCents={floatCents - pending.amountCents} />
      )}
      footer={cashedIn ? <CommissionEarned operation="cash in" {...cashedIn} /> : null}
    >
      {() => (
        <>
          <CustomerFields
            selected={selected}
            onSelectedChange={setSelected}
            disabled={sending || wallet.isBlocked}
            scanCode
          />
          <FormAmountField
            name="amount"
            label="Amount (USD)"
            hint={`Paid from your float: ${formatMoney(wallet.balance)} available.`}
            quickAmounts={QUICK_AMOUNTS.cashIn}
            requiredField
          />
        </>
      )}
    </MoneyFormShell>
  );
}
