// The amount field: empty with quick amounts and Max, filled, with a message, disabled, and without Max.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { QUICK_AMOUNTS } from '@wallet/common/constants';
import { AmountField } from './AmountField';
import type { AmountFieldProps } from './AmountField';

function ControlledAmountField(props: AmountFieldProps) {
  const [value, setValue] = useState(props.value);
  return <AmountField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/AmountField',
  component: AmountField,
  args: {
    label: 'Amount (USD)',
    value: '',
    onChange: () => undefined,
    quickAmounts: QUICK_AMOUNTS.send,
    onMax: () => '1234.50',
    hint: 'Available: $1,234.50',
    requiredField: true,
  },
  render: (args) => <ControlledAmountField {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { value: '25' } };

export const WithError: Story = {
  args: { value: '2000', error: 'Insufficient balance. Available: $1,234.50' },
};

export const Disabled: Story = { args: { value: '50', disabled: true } };

export const WithdrawAmounts: Story = {
  args: { quickAmounts: QUICK_AMOUNTS.withdraw, hint: 'Minimum $10.00. Available: $1,234.50.' },
};

export const WithoutMax: Story = { args: { onMax: undefined } };

export const Dark: Story = { args: { value: '25' }, globals: { theme: 'dark' } };
