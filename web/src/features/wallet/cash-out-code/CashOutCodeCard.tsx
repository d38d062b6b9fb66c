// My Wallet's "Cash out at an agent" card (DESIGN.md §3, §9 item 12): the most an agent may take, Create code
// (one createCashOutCode with its idempotency key), then the code with its countdown; a new code replaces it.
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import type { SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { agentFormFailures, cashOutCodeSchema } from '@wallet/common/agent-forms';
import { CASH_OUT_CODE_TTL_SECONDS } from '@wallet/common/agents';
import { centsToDecimalString } from '@wallet/common/money';
import { walletMessages } from '@wallet/common/wallet';
import { amountCentsOf, walletFormFieldOf } from '@wallet/common/wallet-forms';
import { Panel, PanelTitle, PageLead } from '../../../components/DashboardPage';
import { FormAmountField } from '../../../components/form/FormAmountField';
import { FormGrid } from '../../../components/form/FormGrid';
import { FormSubmitError } from '../../../components/form/FormSubmitError';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { graphql } from '../../../gql';
import { validateWithSchema } from '../../../lib/final-form-yup';
import { serverFieldErrors, serverMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/notify';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { CashOutCodeDisplay } from './CashOutCodeDisplay';
import type { CreatedCashOutCode } from './CashOutCodeDisplay';

export const CreateCashOutCodeMutation = graphql(`
  mutation CreateCashOutCode($input: CreateCashOutCodeInput!) {
    createCashOutCode(input: $input) {
      code
      maxAmount
      expiresAt
    }
  }
`);

export const CASH_OUT_CODE_AMOUNT_LABEL = 'Most the agent may take (USD)';

interface CashOutCodeValues {
  maxAmount?: string;
}

const validate = validateWithSchema<CashOutCodeValues>(cashOutCodeSchema());

/** The server's refusal on the amount when it is about the amount, else on the form. */
function refusalErrors(error: unknown, message: string): SubmissionErrors {
  const fieldErrors = serverFieldErrors(error);
  if (fieldErrors.maxAmount || walletFormFieldOf(message) === 'amount') {
    return { maxAmount: fieldErrors.maxAmount ?? message };
  }
  return { ...fieldErrors, [FORM_ERROR]: message };
}

interface CashOutCodeCardProps {
  /** A blocked wallet cannot be cashed out: the form is off. */
  disabled?: boolean;
  /** A code already shown (stories). */
  initialCode?: CreatedCashOutCode | null;
}

export function CashOutCodeCard({ disabled = false, initialCode = null }: CashOutCodeCardProps) {
  const [createdCode, setCreatedCode] = useState<CreatedCashOutCode | null>(initialCode);
  const [createCode] = useMutation(CreateCashOutCodeMutation);
  const idempotency = useIdempotencyKey();

  const onSubmit = async (values: CashOutCodeValues): Promise<SubmissionErrors | undefined> => {
    const cents = amountCentsOf(values.maxAmount);
    if (cents === undefined) return { maxAmount: walletMessages.amountInvalid };
    const maxAmount = centsToDecimalString(cents);
    try {
      const result = await createCode({
        variables: { input: { maxAmount, idempotencyKey: idempotency.keyFor({ maxAmount }) } },
      });
      idempotency.succeeded();
      if (result.data) setCreatedCode(result.data.createCashOutCode);
      return undefined;
    } catch (error) {
      const message = serverMessage(error, agentFormFailures.cashOutCode);
      notify.error(message);
      return refusalErrors(error, message);
    }
  };

  return (
    <Panel aria-labelledby="cash-out-code-title">
      <div>
        <PanelTitle id="cash-out-code-title">Cash out at an agent</PanelTitle>
        <PageLead>
          {`Create a one-time code, then tell it to the agent with the amount. It works once, for up to the amount you set, for ${CASH_OUT_CODE_TTL_SECONDS / 60} minutes. A new code replaces the last one.`}
        </PageLead>
      </div>
      <Form<CashOutCodeValues> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <FormGrid
            noValidate
            aria-label="Create a cash-out code"
            onSubmit={(event) => void handleSubmit(event)}
          >
            <FormAmountField
              name="maxAmount"
              label={CASH_OUT_CODE_AMOUNT_LABEL}
              disabled={disabled || submitting}
              requiredField
            />
            <FormSubmitError />
            <div>
              <SubmitButton busy={submitting} busyLabel="Creating..." disabled={disabled || submitting}>
                Create code
              </SubmitButton>
            </div>
          </FormGrid>
        )}
      </Form>
      {createdCode ? (
        // Keyed by the code: a new code starts its own countdown.
        <CashOutCodeDisplay key={`${createdCode.code}-${createdCode.expiresAt}`} code={createdCode} />
      ) : null}
    </Panel>
  );
}
