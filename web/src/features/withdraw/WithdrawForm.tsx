// The Withdraw form: bank or card with its fee, the amount (quick amounts, Max = balance less the fee, at least
// $10), a confirmation with the total and the allowance left, then one withdraw with its idempotency key.
import { useMutation } from '@apollo/client/react';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useMemo } from 'react';
import { Field } from 'react-final-form';
import styled from 'styled-components';
import { QUICK_AMOUNTS, WITHDRAWAL_FEE_CENTS, WITHDRAWAL_MIN_CENTS } from '@wallet/common/constants';
import { centsToDecimalString, dollarsToCents, formatCents, formatMoney } from '@wallet/common/money';
import { WITHDRAW_METHODS, walletMessages } from '@wallet/common/wallet';
import type { WithdrawMethod } from '@wallet/common/wallet';
import {
  allowanceAfter,
  amountCentsOf,
  isWithdrawMethod,
  limitsInCents,
  maxWithdrawalCents,
  walletFormFailures,
  withdrawMethodLabels,
  withdrawSchema,
  withdrawalProcessingTimes,
} from '@wallet/common/wallet-forms';
import { Alert } from '../../components/Alert';
import { DetailList } from '../../components/DetailList';
import { FormAmountField } from '../../components/form/FormAmountField';
import { graphql } from '../../gql';
import type { WalletFieldsFragment, WithdrawMethod as GraphQLWithdrawMethod } from '../../gql/graphql';
import { fieldErrorOf, validateWithSchema } from '../../lib/final-form-yup';
import { notify } from '../../lib/notify';
import { allowanceLeftItems } from '../../money/allowance-left-items';
import { forgetMovementLists } from '../../money/forget-movement-lists';
import { MoneyFormShell } from '../../money/MoneyFormShell';
import { useConfirmedSend } from '../../money/use-confirmed-send';

export const WithdrawMutation = graphql(`
  mutation Withdraw($input: WithdrawInput!) {
    withdraw(input: $input) {
      message
      transaction {
        id
        amount
        ...TransactionFields
      }
      wallet {
        id
        ...WalletFields
      }
    }
  }
`);

const graphQLMethods: Readonly<Record<WithdrawMethod, GraphQLWithdrawMethod>> = {
  bank: 'BANK',
  card: 'CARD',
};

const MethodGroup = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const MethodOptions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const MethodOption = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySurface};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }

  &:has(input:disabled) {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    opacity: 0.65;
    cursor: not-allowed;
  }

  input {
    margin-top: 0.2rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  span {
    display: grid;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

interface WithdrawValues {
  method?: string;
  amount?: string;
}

interface PendingWithdrawal {
  method: WithdrawMethod;
  amountCents: number;
}

interface WithdrawFormProps {
  wallet: WalletFieldsFragment;
}

const initialValues: WithdrawValues = { method: 'bank' };

export function WithdrawForm({ wallet }: WithdrawFormProps) {
  const balanceCents = dollarsToCents(wallet.balance);
  const validate = useMemo(
    () => validateWithSchema<WithdrawValues>(withdrawSchema({ balanceCents })),
    [balanceCents],
  );
  const confirmation = useConfirmedSend<PendingWithdrawal>({
    failureMessage: walletFormFailures.withdraw,
    fieldNames: { amount: 'amount', method: 'method' },
  });
  const [withdraw] = useMutation(WithdrawMutation, {
    update(cache) {
      forgetMovementLists(cache);
    },
  });

  const onSubmit = async (
    values: WithdrawValues,
    form: FormApi<WithdrawValues>,
  ): Promise<SubmissionErrors | undefined> => {
    const amountCents = amountCentsOf(values.amount);
    if (amountCents === undefined) return { amount: walletMessages.amountInvalid };
    if (!isWithdrawMethod(values.method)) return { method: walletMessages.methodRequired };
    const method = values.method;
    const request = { amount: centsToDecimalString(amountCents), method: graphQLMethods[method] };
    return confirmation.confirmThenSend(
      { method, amountCents },
      {
        request,
        send: (input) => withdraw({ variables: { input } }),
        onSent: (result) => {
          const amount = result.data?.withdraw.transaction.amount ?? request.amount;
          notify.success(walletMessages.withdrawalInitiated(formatMoney(amount)));
          form.restart({ method });
        },
      },
    );
  };

  return (
    <MoneyFormShell<WithdrawValues, PendingWithdrawal>
      label="Withdraw money"
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      isBlocked={wallet.isBlocked}
      confirmation={confirmation}
      submitLabel="Withdraw"
      submitDisabled={(values) => {
        const amountCents = amountCentsOf(values.amount);
        return amountCents === undefined || amountCents < WITHDRAWAL_MIN_CENTS;
      }}
      busyLabel="Processing..."
      confirm={{
        title: 'Confirm withdrawal',
        description:
          'The amount and the fee leave your wallet now; the payout stays pending until it is processed.',
        confirmLabel: 'Confirm withdrawal',
      }}
      details={(pending) => <PendingWithdrawalDetails pending={pending} wallet={wallet} />}
    >
      {({ values }) => {
        const method = isWithdrawMethod(values.method) ? values.method : 'bank';
        const feeCents = WITHDRAWAL_FEE_CENTS[method];
        const amountCents = amountCentsOf(values.amount);
        const mostCents = maxWithdrawalCents(balanceCents, method);
        return (
          <>
            <MethodGroup>
              <legend>Withdrawal method</legend>
              <MethodOptions>
                {WITHDRAW_METHODS.map((option) => (
                  <Field<string> key={option} name="method" type="radio" value={option}>
                    {({ input }) => (
                      <MethodOption>
                        <input {...input} />
                        <span>
                          {withdrawMethodLabels[option]}
                          <small>
                            {`Fee ${formatCents(WITHDRAWAL_FEE_CENTS[option])} · ${withdrawalProcessingTimes[option]}`}
                          </small>
                        </span>
                      </MethodOption>
                    )}
                  </Field>
                ))}
              </MethodOptions>
              <Field<string> name="method" subscription={{ error: true, touched: true, submitError: true }}>
                {({ meta }) => {
                  const error = fieldErrorOf(meta);
                  return error ? <ErrorText role="alert">{error}</ErrorText> : null;
                }}
              </Field>
            </MethodGroup>
            <FormAmountField
              name="amount"
              label="Amount (USD)"
              hint={`Minimum ${formatCents(WITHDRAWAL_MIN_CENTS)}. Available: ${formatMoney(wallet.balance)}.`}
              quickAmounts={QUICK_AMOUNTS.withdraw}
              onMax={() => centsToDecimalString(mostCents)}
              maxDisabled={mostCents <= 0}
              requiredField
            />
            <DetailList
              items={[
                { label: `Fee (${withdrawMethodLabels[method]})`, value: formatCents(feeCents) },
                {
                  label: 'Total from your wallet',
                  value: amountCents === undefined ? '—' : formatCents(amountCents + feeCents),
                  emphasis: true,
                },
              ]}
            />
          </>
        );
      }}
    </MoneyFormShell>
  );
}

function PendingWithdrawalDetails({
  pending,
  wallet,
}: {
  pending: PendingWithdrawal;
  wallet: WalletFieldsFragment;
}) {
  const feeCents = WITHDRAWAL_FEE_CENTS[pending.method];
  const totalCents = pending.amountCents + feeCents;
  const after = allowanceAfter(limitsInCents(wallet.limits), totalCents);
  return (
    <>
      <DetailList
        items={[
          { label: 'Method', value: withdrawMethodLabels[pending.method] },
          { label: 'Amount', value: formatCents(pending.amountCents) },
          { label: 'Fee', value: formatCents(feeCents) },
          { label: 'Total from your wallet', value: formatCents(totalCents), emphasis: true },
          { label: 'Processing time', value: withdrawalProcessingTimes[pending.method] },
          ...allowanceLeftItems(after),
        ]}
      />
      {after.refusal ? <Alert tone="danger">{after.refusal}</Alert> : null}
    </>
  );
}
