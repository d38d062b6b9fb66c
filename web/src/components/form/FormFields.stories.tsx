// The react-final-form bindings together in one form: empty, filled, refused by the server, busy, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FORM_ERROR } from 'final-form';
import type { SubmissionErrors } from 'final-form';
import { useEffect } from 'react';
import { Form, useForm } from 'react-final-form';
import { FormAmountField } from './FormAmountField';
import { FormGrid } from './FormGrid';
import { FormOtpField } from './FormOtpField';
import { FormPasswordField } from './FormPasswordField';
import { FormSubmitError } from './FormSubmitError';
import { FormTextField } from './FormTextField';
import { SubmitButton } from './SubmitButton';

interface ExampleValues {
  email?: string;
  password?: string;
  amount?: string;
  otp?: string;
}

/** Submits once when shown, so the server's answer (the story's `refusal`) is on screen at once. */
function SubmitOnShow() {
  const form = useForm();
  useEffect(() => {
    void form.submit();
  }, [form]);
  return null;
}

function ExampleForm({
  initialValues,
  refusal,
  busy = false,
}: {
  initialValues?: ExampleValues;
  refusal?: SubmissionErrors;
  busy?: boolean;
}) {
  return (
    <Form<ExampleValues> onSubmit={() => refusal} initialValues={initialValues}>
      {({ handleSubmit }) => (
        <FormGrid noValidate aria-label="Example form" onSubmit={(event) => void handleSubmit(event)}>
          {refusal ? <SubmitOnShow /> : null}
          <FormTextField name="email" label="Email" type="email" autoComplete="email" />
          <FormPasswordField name="password" label="Password" autoComplete="current-password" />
          <FormAmountField name="amount" label="Amount (USD)" quickAmounts={[10, 25, 50]} requiredField />
          <FormOtpField name="otp" />
          <FormSubmitError />
          <div>
            <SubmitButton busy={busy} busyLabel="Saving...">
              Save
            </SubmitButton>
          </div>
        </FormGrid>
      )}
    </Form>
  );
}

const meta = {
  title: 'Components/Form fields',
  component: ExampleForm,
  subcomponents: {
    FormTextField,
    FormPasswordField,
    FormAmountField,
    FormOtpField,
    FormSubmitError,
    SubmitButton,
    FormGrid,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  args: {
    initialValues: { email: 'alice@wallet.local', password: 'Secret123!', amount: '25', otp: '482913' },
  },
};

export const Refused: Story = {
  args: {
    initialValues: { email: 'alice@wallet.local', amount: '25' },
    refusal: { amount: 'Insufficient balance', [FORM_ERROR]: 'Failed to save. Please try again.' },
  },
};

export const Busy: Story = { args: { ...Filled.args, busy: true } };

export const Dark: Story = { ...Refused, globals: { theme: 'dark' } };
