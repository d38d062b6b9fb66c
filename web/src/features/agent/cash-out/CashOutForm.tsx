// The Cash Out form (SPEC.md §2, §5; docs/agents.md): find or type the user, the amount (quick amounts; Max only
// says to type it), the 6-digit code the user created, a confirmation, then one cashOut with its idempotency key;
// the cache shows the new float and history, and the commission the answer brings is shown.
import { useMutation } from '@apollo/client/react';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { agentFormFailures, cashOutCodeOf, cashOutSchema } from '@wallet/common/agent-forms';
import { CASH_OUT_CODE_LENGTH, agentMessages } from '@wallet/common/agents';
import { QUICK_AMOUNTS } from '@wallet/common/constants';
import { centsToDecimalString, dollarsToCents, formatMoney } from '@wallet/common/money';
import { walletMessages } from '@wallet/common/wallet';
import { amountCentsOf } from '@wallet/common/wallet-forms';
import { FormAmountField } from '../../../components/form/FormAmountField';
import { FormOtpField } from '../../../components/form/FormOtpField';
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

export const CashOutMutation = graphql(`
  mutation CashOut($input: CashOutInput!) {
    cashOut(input: $input) {
      message
      transaction {
        id
        amount
        commission
        sender {
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

export const CASH_OUT_CODE_LABEL = "User's cash-out code";

interface CashOutValues {
  userId?: string;
  amount?: string;
  code?: string;
}

const validate = validateWithSchema<CashOutValues>(cashOutSchema());

/** The last cash out that went through: whom it was for and what it earned. */
interface CashedOut {
  name: string;
  commission: string;
}

interface CashOutFormProps {
  /** The agent's own wallet: cash out adds to its balance. */
  wallet: WalletFieldsFragment;
}

export function CashOutForm({ wallet }: CashOutFormProps) {
  const floatCents = dollarsToCents(wallet.balance);
  const [selected, setSelected] = useState<UserSearchMatch | null>(null);
  const [cashedOut, setCashedOut] = useState<CashedOut | null>(null);
  const confirmation = useConfirmedSend<PendingOperation>({
    failureMessage: agentFormFailures.cashOut,
    fieldNames: {},
  });
  const { sending } = confirmation;
  const [cashOut] = useMutation(CashOutMutation, {
    update(cache) {
      forgetMovementLists(cache);
    },
  });

  const onSubmit = async (
    values: CashOutValues,
    form: FormApi<CashOutValues>,
  ): Promise<SubmissionErrors | undefined> => {
    const userId = (values.userId ?? '').trim();
    const amountCents = amountCentsOf(values.amount);
    if (amountCents === undefined) return { amount: walletMessages.amountInvalid };
    const code = cashOutCodeOf(values.code);
    const user = selected?.id === userId ? selected : null;
    const request = { userId, amount: centsToDecimalString(amountCents), code };
    setCashedOut(null);
    const errors = await confirmation.confirmThenSend(
      { userId, user, amountCents, code },
      {
        request,
        send: (input) => cashOut({ variables: { input } }),
        onSent: (result) => {
          const transaction = result.data?.cashOut.transaction;
          const name = transaction?.sender?.name ?? user?.name ?? userId;
          notify.success(agentMessages.cashedOut(formatMoney(transaction?.amount ?? request.amount), name));
          if (transaction) setCashedOut({ name, commission: transaction.commission });
          setSelected(null);
          form.restart();
        },
      },
    );
    return placeAgentRefusal(errors);
  };

  return (
    <MoneyFormShell<CashOutValues, PendingOperation>
      label="Cash out"
      onSubmit={onSubmit}
      validate={validate}
      isBlocked={wallet.isBlocked}
      confirmation={confirmation}
      submitLabel="Cash Out"
      busyLabel="Processing..."
      confirm={{
        title: 'Confirm cash out',
        description:
          "The money leaves the user's wallet at once. Hand over the cash only after it went through.",
        confirmLabel: 'Confirm cash out',
      }}
      details={(pending) => (
        <PendingOperationDetails pending={pending} floatAfterCents={floatCents + pending.amountCents} />
      )}
      footer={cashedOut ? <CommissionEarned operation="cash out" {...cashedOut} /> : null}
    >
      {() => (
        <>
          <CustomerFields
            selected={selected}
            onSelectedChange={setSelected}
            disabled={sending || wallet.isBlocked}
          />
          <FormAmountField
            name="amount"
            label="Amount (USD)"
            hint="No more than the user's balance and the amount their code allows."
            quickAmounts={QUICK_AMOUNTS.cashOut}
            onMax={() => {
              // SPEC.md §2: the agent cannot see the user's balance, so Max only says so.
              notify.info(agentMessages.cashOutMaxHint);
              return undefined;
            }}
            requiredField
          />
          <FormOtpField
            name="code"
            label={CASH_OUT_CODE_LABEL}
            length={CASH_OUT_CODE_LENGTH}
            disabled={sending || wallet.isBlocked}
          />
        </>
      )}
    </MoneyFormShell>
  );
}
