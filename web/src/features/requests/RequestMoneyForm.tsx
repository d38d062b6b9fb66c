// The Request Money form: find the payer with the same search as Send Money (or type their ID), the amount and an
// optional note; one requestMoney, then a toast and a clean form. The payer is asked; no money moves here.
import { useMutation } from '@apollo/client/react';
import type { FormApi, SubmissionErrors } from 'final-form';
import { FORM_ERROR } from 'final-form';
import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { QUICK_AMOUNTS } from '@wallet/common/constants';
import { centsToDecimalString } from '@wallet/common/money';
import { requestMoneySchema } from '@wallet/common/request-forms';
import { MONEY_REQUEST_NOTE_LENGTH_MAX } from '@wallet/common/requests';
import { amountCentsOf } from '@wallet/common/wallet-forms';
import { walletMessages } from '@wallet/common/wallet';
import { FormAmountField } from '../../components/form/FormAmountField';
import { FormGrid } from '../../components/form/FormGrid';
import { FormSubmitError } from '../../components/form/FormSubmitError';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { UserSearchPanel } from '../../components/UserSearchPanel';
import type { UserSearchMatch } from '../../components/UserSearchPanel';
import { graphql } from '../../gql';
import { validateWithSchema } from '../../lib/final-form-yup';
import { serverFieldErrors, serverMessage } from '../../lib/graphql-errors';
import { notify } from '../../lib/notify';

export const RequestMoneyMutation = graphql(`
  mutation RequestMoney($input: RequestMoneyInput!) {
    requestMoney(input: $input) {
      message
      moneyRequest {
        ...MoneyRequestFields
      }
    }
  }
`);

export const REQUEST_FAILURE_MESSAGE = 'Failed to send the request. Please try again.';

interface RequestMoneyValues {
  payerId?: string;
  amount?: string;
  note?: string;
}

interface RequestMoneyFormProps {
  /** The signed-in requester, who cannot be the payer. */
  requesterId: string;
  /** The most one request may ask for (a day of sending). */
  maxAmountCents: number;
}

export function RequestMoneyForm({ requesterId, maxAmountCents }: RequestMoneyFormProps) {
  const validate = useMemo(
    () =>
      validateWithSchema<RequestMoneyValues>(requestMoneySchema({ requesterId, maxCents: maxAmountCents })),
    [requesterId, maxAmountCents],
  );
  const [selected, setSelected] = useState<UserSearchMatch | null>(null);
  const [requestsDone, setRequestsDone] = useState(0);
  const [requestMoney] = useMutation(RequestMoneyMutation, {
    update(cache) {
      // The outgoing list gains a row at its top: read again when next shown.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'moneyRequests' });
      cache.gc();
    },
  });

  const onSubmit = async (
    values: RequestMoneyValues,
    form: FormApi<RequestMoneyValues>,
  ): Promise<SubmissionErrors | undefined> => {
    const amountCents = amountCentsOf(values.amount);
    if (amountCents === undefined) return { amount: walletMessages.amountInvalid };
    const note = (values.note ?? '').trim();
    try {
      const result = await requestMoney({
        variables: {
          input: {
            payerId: (values.payerId ?? '').trim(),
            amount: centsToDecimalString(amountCents),
            ...(note === '' ? {} : { note }),
          },
        },
      });
      notify.success(result.data?.requestMoney.message ?? 'Request sent');
      setSelected(null);
      setRequestsDone((count) => count + 1);
      form.restart();
      return undefined;
    } catch (error) {
      const message = serverMessage(error, REQUEST_FAILURE_MESSAGE);
      notify.error(message);
      const fields = serverFieldErrors(error);
      return Object.keys(fields).length > 0 ? fields : { [FORM_ERROR]: message };
    }
  };

  return (
    <Form<RequestMoneyValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting, values, form }) => {
        const typedId = (values.payerId ?? '').trim();
        const chosen = selected && selected.id === typedId ? selected : null;
        return (
          <FormGrid noValidate aria-label="Request money" onSubmit={(event) => void handleSubmit(event)}>
            <UserSearchPanel
              key={requestsDone}
              label="Search who should pay"
              selectedId={chosen?.id}
              disabled={submitting}
              onSelect={(match) => {
                setSelected(match);
                form.change('payerId', match.id);
                form.blur('payerId');
              }}
            />
            <FormTextField
              name="payerId"
              label="Payer ID"
              hint={
                chosen
                  ? `Asking ${chosen.name} (${chosen.maskedEmail})`
                  : 'Choose someone from the search, or enter their user ID.'
              }
              autoComplete="off"
              spellCheck={false}
              requiredField
            />
            <FormAmountField
              name="amount"
              label="Amount (USD)"
              quickAmounts={QUICK_AMOUNTS.send}
              requiredField
            />
            <FormTextField
              name="note"
              label="Note (optional)"
              hint={`What it is for, up to ${MONEY_REQUEST_NOTE_LENGTH_MAX} characters.`}
              autoComplete="off"
              maxLength={MONEY_REQUEST_NOTE_LENGTH_MAX}
            />
            <FormSubmitError />
            <div>
              <SubmitButton busy={submitting} busyLabel="Requesting...">
                Request Money
              </SubmitButton>
            </div>
          </FormGrid>
        );
      }}
    </Form>
  );
}
