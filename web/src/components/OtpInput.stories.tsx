// The 6-slot code entry: empty, partly and fully typed, with the validation message, disabled, dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { OtpInput } from './OtpInput';

function StatefulOtpInput({
  initialValue = '',
  error,
  disabled,
}: {
  initialValue?: string;
  error?: string;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(initialValue);
  return <OtpInput value={value} onChange={setValue} error={error} disabled={disabled} />;
}

const meta = {
  title: 'Components/OtpInput',
  component: StatefulOtpInput,
  subcomponents: { OtpInput },
} satisfies Meta<typeof StatefulOtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PartlyFilled: Story = { args: { initialValue: '123' } };

export const Filled: Story = { args: { initialValue: '482913' } };

export const WithError: Story = {
  args: { initialValue: '48', error: 'Your one-time password must be 6 characters.' },
};

export const Disabled: Story = { args: { initialValue: '482913', disabled: true } };

export const Dark: Story = { args: { initialValue: '4829' }, globals: { theme: 'dark' } };
