// A checkbox with its label: plain, checked, with links in the label and an error, dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { CheckboxField } from './CheckboxField';

const meta = {
  title: 'Components/CheckboxField',
  component: CheckboxField,
  args: { label: 'Remember me', name: 'rememberMe' },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithLinksAndError: Story = {
  args: {
    name: 'terms',
    label: (
      <>
        I agree to the <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>
      </>
    ),
    error: 'You must agree to the terms and conditions',
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
