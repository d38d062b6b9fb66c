// In-page messages: information, success and danger, with an action, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, alertTones } from './Alert';
import { Button } from './Button';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Heads up',
    children: 'Withdrawals to a card usually arrive within 2 to 5 business days.',
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '36rem' }}>
      <Alert tone="info" title="Heads up">
        Withdrawals to a card usually arrive within 2 to 5 business days.
      </Alert>
      <Alert tone="success" title="Message sent">
        Thank you for your inquiry! We will get back to you within 24 hours.
      </Alert>
      <Alert tone="danger">Something went wrong. Please try again later.</Alert>
    </div>
  ),
};

export const WithAction: Story = {
  args: {
    tone: 'danger',
    title: "We couldn't load our latest figures right now.",
    children: 'Please check your connection and try again in a moment.',
    action: (
      <Button variant="secondary" size="sm">
        Try again
      </Button>
    ),
  },
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
