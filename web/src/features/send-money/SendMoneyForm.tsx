// The Send Money form: find or type the receiver, the amount (quick amounts, Max), a confirmation with the
// allowance left, then one sendMoney with its idempotency key; the cache shows the new balance and history.
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useMemo, useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
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
  walletFormFieldOf,
} from '@wallet/common/wallet-forms';
import { Alert } from '../../components/Alert';
import { AmountField } from '../../components/AmountField';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailList } from '../../components/DetailList';
import { TextField } from '../../components/TextField';
import { UserSearchPanel } from '../../components/UserSearchPanel';
import type { UserSearchMatch } from '../../components/UserSearchPanel';
import { graphql } from '../../gql';
import type { WalletFieldsFragment } from '../../gql/graphql';
import { fieldErrorOf, validateWithSchema } from '../../lib/final-form-yup';
import { serverFieldErrors, serverMessage } from '../../lib/graphql-errors';
import { notify } from '../../lib/notify';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { addTransactionToCache } from '../wallet/money-cache';

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

const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

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

interface SendMoneyFormProps {
  /** The signed-in sender, who cannot be the receiver. */
  senderId: string;
  wallet: WalletFieldsFragment;
}

function transactionsText(count: number): string {
  return `${count} ${count === 1 ? 'transaction' : 'transactions'}`;
}

export function SendMoneyForm({ senderId, wallet }: SendMoneyFormProps) {
  const balanceCents = dollarsToCents(wallet.balance);
  const validate = useMemo(
    () => validateWithSchema<SendMoneyValues>(sendMoneySchema({ balanceCents, senderId })),
    [balanceCents, senderId],
  );
  const [selected, setSelected] = useState<UserSearchMatch | null>(null);
  const [pending, setPending] = useState<PendingSend | null>(null);
  const [sending, setSending] = useState(false);
  const answerConfirmation = useRef<((confirmed: boolean) => void) | null>(null);
  const idempotencyKey = useIdempotencyKey();
  const [sendMoney] = useMutation(SendMoneyMutation, {
    update(cache, { data }) {
      if (data) addTransactionToCache(cache, data.sendMoney.transaction);
    },
  });

  const askToConfirm = (details: PendingSend) =>
    new Promise<boolean>((resolve) => {
      answerConfirmation.current = resolve;
      setPending(details);
    });

  const answer = (confirmed: boolean) => {
    answerConfirmation.current?.(confirmed);
    answerConfirmation.current = null;
    if (!confirmed) setPending(null);
  };

  const onSubmit = async (
    values: SendMoneyValues,
    form: FormApi<SendMoneyValues>,
  ): Promise<SubmissionErrors | undefined> => {
    const receiverId = (values.receiverId ?? '').trim();
    const amountCents = amountCentsOf(values.amount);
    if (amountCents === undefined) return { amount: walletMessages.amountInvalid };
    const receiver = selected?.id === receiverId ? selected : null;
    if (!(await askToConfirm({ receiverId, receiver, amountCents }))) return undefined;

    const request = { receiverId, amount: centsToDecimalString(amountCents) };
    setSending(true);
    try {
      const result = await sendMoney({
        variables: { input: { ...request, idempotencyKey: idempotencyKey.keyFor(request) } },
      });
      idempotencyKey.succeeded();
      const transaction = result.data?.sendMoney.transaction;
      const name = transaction?.recipient?.name ?? receiver?.name ?? receiverId;
      notify.success(walletMessages.sent(formatMoney(transaction?.amount ?? request.amount), name));
      setSelected(null);
      form.restart();
      return undefined;
    } catch (error) {
      const message = serverMessage(error, walletFormFailures.send);
      notify.error(message);
      return submissionErrors(error, message);
    } finally {
      setSending(false);
      setPending(null);
    }
  };

  return (
    <>
      <Form<SendMoneyValues> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting, submitError, values, form }) => {
          const typedId = (values.receiverId ?? '').trim();
          const chosen = selected && selected.id === typedId ? selected : null;
          return (
            <FormGrid noValidate aria-label="Send money" onSubmit={(event) => void handleSubmit(event)}>
              {wallet.isBlocked ? <Alert tone="danger">{walletMessages.walletBlocked}</Alert> : null}
              {/* Not disabled while the confirmation is open: the dialog is modal, and focus returns here. */}
              <Fieldset disabled={sending || wallet.isBlocked}>
                <UserSearchPanel
                  label="Search receiver"
                  selectedId={chosen?.id}
                  disabled={sending || wallet.isBlocked}
                  onSelect={(match) => {
                    setSelected(match);
                    form.change('receiverId', match.id);
                    form.blur('receiverId');
                  }}
                />
                <Field<string> name="receiverId">
                  {({ input, meta }) => (
                    <TextField
                      {...input}
                      value={input.value ?? ''}
                      label="Receiver ID"
                      hint="Choose someone from the search, or enter their user ID."
                      autoComplete="off"
                      spellCheck={false}
                      requiredField
                      error={fieldErrorOf(meta)}
                    />
                  )}
                </Field>
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
                <Field<string> name="amount">
                  {({ input, meta }) => (
                    <AmountField
                      name={input.name}
                      value={input.value ?? ''}
                      onChange={input.onChange}
                      onBlur={() => input.onBlur()}
                      onFocus={() => input.onFocus()}
                      label="Amount (USD)"
                      hint={`Available: ${formatMoney(wallet.balance)}`}
                      quickAmounts={QUICK_AMOUNTS.send}
                      onMax={() => centsToDecimalString(balanceCents)}
                      maxDisabled={balanceCents <= 0}
                      requiredField
                      error={fieldErrorOf(meta)}
                    />
                  )}
                </Field>
                {submitError && !submitting ? <Alert tone="danger">{String(submitError)}</Alert> : null}
                <div>
                  <Button type="submit" aria-busy={sending || undefined}>
                    {sending ? 'Sending...' : 'Send Money'}
                  </Button>
                </div>
              </Fieldset>
            </FormGrid>
          );
        }}
      </Form>
      <ConfirmDialog
        open={pending !== null}
        title="Confirm transfer"
        description="Transfers are instant and cannot be undone. Please check the details."
        confirmLabel="Confirm and send"
        busyLabel="Sending..."
        busy={sending}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      >
        {pending ? <PendingSendDetails pending={pending} wallet={wallet} /> : null}
      </ConfirmDialog>
    </>
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
          {
            label: 'Daily allowance left after this',
            value: `${formatCents(after.dailyAmount)} · ${transactionsText(after.dailyCount)}`,
          },
          {
            label: 'Monthly allowance left after this',
            value: `${formatCents(after.monthlyAmount)} · ${transactionsText(after.monthlyCount)}`,
          },
        ]}
      />
      {pending.receiver ? null : (
        <Muted>The receiver&apos;s name is checked when you send: an unknown ID is refused.</Muted>
      )}
      {after.refusal ? <Alert tone="danger">{after.refusal}</Alert> : null}
    </>
  );
}

/** The server's refusal where it belongs: receiver problems on the receiver, amount problems on the amount. */
function submissionErrors(error: unknown, message: string): SubmissionErrors {
  const errors: Record<string, string> = { ...serverFieldErrors(error) };
  const field = walletFormFieldOf(message);
  if (field === 'receiver') errors.receiverId ??= message;
  else if (field === 'amount') errors.amount ??= message;
  else errors[FORM_ERROR] = message;
  return errors;
}
