// Add money to one's own wallet (SPEC.md §2, §5): an amount in dollars; the answer's wallet and movement update the
// cache, so the balance and every cached history list show it without a refetch.
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import * as yup from 'yup';
import { centsToDecimalString, formatCents, MAX_AMOUNT_CENTS } from '@wallet/common/money';
import { walletMessages } from '@wallet/common/wallet';
import { amountCentsOf, parseAmountInput, walletFormFieldOf } from '@wallet/common/wallet-forms';
import { Button } from '../components/Button';
import { FormGrid } from '../components/form/FormGrid';
import { FormSubmitError } from '../components/form/FormSubmitError';
import { FormTextField } from '../components/form/FormTextField';
import { SubmitButton } from '../components/form/SubmitButton';
import { graphql } from '../gql';
import { validateWithSchema } from '../lib/final-form-yup';
import { serverMessage } from '../lib/graphql-errors';
import { notify } from '../lib/notify';
import { useIdempotencyKey } from '../lib/use-idempotency-key';
import { forgetMovementLists } from './forget-movement-lists';

export const AddMoneyMutation = graphql(`
  mutation AddMoney($input: AddMoneyInput!) {
    addMoney(input: $input) {
      message
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

/** SPEC.md §8: what the form says when the server gave no message of its own. */
export const ADD_MONEY_FAILURE_MESSAGE = 'Failed to add money';

/** SPEC.md §5: an amount above 0, at most two decimals, at most the most one operation can move. */
export const addMoneySchema = yup.object({
  amount: yup
    .string()
    .default('')
    .test('amount', function checkAmount(value) {
      const parsed = parseAmountInput(value);
      return 'message' in parsed ? this.createError({ message: parsed.message }) : true;
    }),
});

interface AddMoneyValues {
  amount?: string;
}

const validate = validateWithSchema<AddMoneyValues>(addMoneySchema);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

interface AddMoneyFormProps {
  /** After money was added (the form has reset), and on Cancel. */
  onDone?: () => void;
}

export function AddMoneyForm({ onDone }: AddMoneyFormProps) {
  const [addMoney] = useMutation(AddMoneyMutation);
  const idempotency = useIdempotencyKey();

  const onSubmit = async (values: AddMoneyValues, form: FormApi<AddMoneyValues>) => {
    const cents = amountCentsOf(values.amount);
    if (cents === undefined) return { amount: walletMessages.amountInvalid };
    const amount = centsToDecimalString(cents);
    try {
      await addMoney({
        variables: { input: { amount, idempotencyKey: idempotency.keyFor({ amount }) } },
        update(cache) {
          forgetMovementLists(cache);
        },
      });
    } catch (error) {
      const message = serverMessage(error, ADD_MONEY_FAILURE_MESSAGE);
      notify.error(message);
      return walletFormFieldOf(message) === 'amount' ? { amount: message } : { [FORM_ERROR]: message };
    }
    idempotency.succeeded();
    notify.success(walletMessages.moneyAdded);
    // After this submission settles, so final-form does not mark the fresh form as submitted.
    setTimeout(() => {
      form.restart();
      onDone?.();
    });
    return undefined;
  };

  return (
    <Form<AddMoneyValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting, hasValidationErrors }) => (
        <FormGrid noValidate aria-label="Add money" onSubmit={(event) => void handleSubmit(event)}>
          <FormTextField
            name="amount"
            label="Amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            hint={`In US dollars, up to ${formatCents(MAX_AMOUNT_CENTS)} at a time.`}
            disabled={submitting}
            // The form opens on demand: the amount is what the person came to type.
            autoFocus
          />
          <FormSubmitError />
          <Actions>
            <SubmitButton
              disabled={submitting || hasValidationErrors}
              busy={submitting}
              busyLabel="Adding..."
            >
              Add Money
            </SubmitButton>
            <Button variant="secondary" disabled={submitting} onClick={() => onDone?.()}>
              Cancel
            </Button>
          </Actions>
        </FormGrid>
      )}
    </Form>
  );
}
