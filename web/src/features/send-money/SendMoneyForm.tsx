// The Send Money form: find or type the receiver, the amount (quick amounts, Max), a confirmation with the
// allowance left, then one sendMoney with its idempotency key; the cache shows the new balance and history.
import { useMutation } from '@apollo/client/react';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { QUICK_AMOUNTS } from '@wallet/common/constants';
import { centsToDecimalString, dollarsToCents, formatCents, formatMoney } from '@wallet/common/money';
import { walletMessages } from '@wallet/common/wallet';
import {
  allowanceAfter,
  amountCentsOf,
  limitsInCents,
  sendMoneySchema,
  walletFormFailures,
} from '@wallet/common/wallet-forms';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { DetailList } from '../../components/DetailList';
import { FormAmountField } from '../../components/form/FormAmountField';
import { FormTextField } from '../../components/form/FormTextField';
import { UserSearchPanel } from '../../components/UserSearchPanel';
import type { UserSearchMatch } from '../../components/UserSearchPanel';
import { graphql } from '../../gql';
import type { WalletFieldsFragment } from '../../gql/graphql';
import { validateWithSchema } from '../../lib/final-form-yup';
import { notify } from '../../lib/notify';
import { allowanceLeftItems } from '../../money/allowance-left-items';
import { forgetMovementLists } from '../../money/forget-movement-lists';
import { MoneyFormShell } from '../../money/MoneyFormShell';
import { useConfirmedSend } from '../../money/use-confirmed-send';

export const SendMoneyMutation = graphql(`
  mutation SendMoney($input: SendMoneyInput!) {
    sendMoney(input: $input) {
      message
      transaction {
        id
        amount
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

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySurface};

  &:empty {
    padding: 0;
    background: none;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

interface SendMoneyValues {
  receiverId?: string;
  amount?: string;
}

/** What the person is asked to confirm; the name only when they chose the receiver from the search. */
interface PendingSend {
  receiverId: string;
  receiver: UserSearchMatch | null;
  amountCents: number;
}

/** What a pay link fills in (docs/pay-links.md): the receiver it names and its amount, if it has a valid one. */
export interface SendMoneyPrefill {
  receiver: UserSearchMatch;
  amountCents?: number;
}

interface SendMoneyFormProps {
  /** The signed-in sender, who cannot be the receiver. */
  senderId: string;
  wallet: WalletFieldsFragment;
  prefill?: SendMoneyPrefill | undefined;
}

export function SendMoneyForm({ senderId, wallet, prefill }: SendMoneyFormProps) {
  const balanceCents = dollarsToCents(wallet.balance);
  const validate = useMemo(
    () => validateWithSchema<SendMoneyValues>(sendMoneySchema({ balanceCents, senderId })),
    [balanceCents, senderId],
  );
  const [selected, setSelected] = useState<UserSearchMatch | null>(prefill?.receiver ?? null);
  const initialValues = useMemo<SendMoneyValues>(
    () =>
      prefill
        ? {
            receiverId: prefill.receiver.id,
            ...(prefill.amountCents === undefined
              ? {}
              : { amount: centsToDecimalString(prefill.amountCents) }),
          }
        : {},
    [prefill],
  );
  // Each send that goes through starts a fresh search panel: the box empties and the last receiver's match goes.
  const [sendsDone, setSendsDone] = useState(0);
  const confirmation = useConfirmedSend<PendingSend>({
    failureMessage: walletFormFailures.send,
    fieldNames: { receiver: 'receiverId', amount: 'amount' },
  });
  const { sending } = confirmation;
  const [sendMoney] = useMutation(SendMoneyMutation, {
    update(cache) {
      forgetMovementLists(cache);
    },
  });

  const onSubmit = async (
    values: SendMoneyValues,
    form: FormApi<SendMoneyValues>,
  ): Promise<SubmissionErrors | undefined> => {
    const receiverId = (values.receiverId ?? '').trim();
    const amountCents = amountCentsOf(values.amount);
    if (amountCents === undefined) return { amount: walletMessages.amountInvalid };
    const receiver = selected?.id === receiverId ? selected : null;
    const request = { receiverId, amount: centsToDecimalString(amountCents) };
    return confirmation.confirmThenSend(
      { receiverId, receiver, amountCents },
      {
        request,
        send: (input) => sendMoney({ variables: { input } }),
        onSent: (result) => {
          const transaction = result.data?.sendMoney.transaction;
          const name = transaction?.recipient?.name ?? receiver?.name ?? receiverId;
          notify.success(walletMessages.sent(formatMoney(transaction?.amount ?? request.amount), name));
          setSelected(null);
          setSendsDone((count) => count + 1);
          // Empty, not the pay link's values again: one link, one payment unless the person starts over.
          form.restart({});
        },
      },
    );
  };

  return (
    <MoneyFormShell<SendMoneyValues, PendingSend>
      label="Send money"
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      isBlocked={wallet.isBlocked}
      confirmation={confirmation}
      submitLabel="Send Money"
      busyLabel="Sending..."
      confirm={{
        title: 'Confirm transfer',
        description: 'Transfers are instant and cannot be undone. Please check the details.',
        confirmLabel: 'Confirm and send',
      }}
      details={(pending) => <PendingSendDetails pending={pending} wallet={wallet} />}
    >
      {({ values, form }) => {
        const typedId = (values.receiverId ?? '').trim();
        const chosen = selected && selected.id === typedId ? selected : null;
        return (
          <>
            <UserSearchPanel
              key={sendsDone}
              label="Search receiver"
              selectedId={chosen?.id}
              disabled={sending || wallet.isBlocked}
              onSelect={(match) => {
                setSelected(match);
                form.change('receiverId', match.id);
                form.blur('receiverId');
              }}
            />
            <FormTextField
              name="receiverId"
              label="Receiver ID"
              hint="Choose someone from the search, or enter their user ID."
              autoComplete="off"
              spellCheck={false}
              requiredField
            />
            <Chosen role="status" aria-live="polite">
              {chosen ? (
                <>
                  <span>{`Sending to ${chosen.name} (${chosen.maskedEmail})`}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      setSelected(null);
                      form.change('receiverId', '');
                    }}
                  >
                    Clear receiver
                  </Button>
                </>
              ) : null}
            </Chosen>
            <FormAmountField
              name="amount"
              label="Amount (USD)"
              hint={`Available: ${formatMoney(wallet.balance)}`}
              quickAmounts={QUICK_AMOUNTS.send}
              onMax={() => centsToDecimalString(balanceCents)}
              maxDisabled={balanceCents <= 0}
              requiredField
            />
          </>
        );
      }}
    </MoneyFormShell>
  );
}

function PendingSendDetails({ pending, wallet }: { pending: PendingSend; wallet: WalletFieldsFragment }) {
  const after = allowanceAfter(limitsInCents(wallet.limits), pending.amountCents);
  const receiverItems = pending.receiver
    ? [
        { label: 'Receiver', value: pending.receiver.name },
        { label: 'Contact', value: `${pending.receiver.maskedEmail} · ${pending.receiver.maskedPhone}` },
      ]
    : [{ label: 'Receiver ID', value: pending.receiverId }];
  return (
    <>
      <DetailList
        items={[
          ...receiverItems,
          { label: 'Amount', value: formatCents(pending.amountCents) },
          { label: 'Fee', value: formatCents(0) },
          { label: 'Total', value: formatCents(pending.amountCents), emphasis: true },
          ...allowanceLeftItems(after),
        ]}
      />
      {pending.receiver ? null : (
        <Muted>The receiver&apos;s name is checked when you send: an unknown ID is refused.</Muted>
      )}
      {after.refusal ? <Alert tone="danger">{after.refusal}</Alert> : null}
    </>
  );
}
