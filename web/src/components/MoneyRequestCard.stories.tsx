// A money request in every state: incoming and outgoing pending (with their actions), paid, declined, cancelled,
// expired, busy, a long note, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MoneyRequestCard, MoneyRequestStatusBadge, moneyRequestStatuses } from './MoneyRequestCard';
import type { MoneyRequestCardRequest } from './MoneyRequestCard';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');

const incoming: MoneyRequestCardRequest = {
  id: 'request-1',
  direction: 'INCOMING',
  status: 'PENDING',
  amount: '5.00',
  note: 'Pizza on Friday',
  requester: { id: 'bob', name: 'Bob Demo' },
  payer: { id: 'alice', name: 'Alice Demo' },
  createdAt: '2026-11-19T12:00:00.000Z',
  expiresAt: '2026-11-26T12:00:00.000Z',
  closedAt: null,
};

const outgoing: MoneyRequestCardRequest = { ...incoming, id: 'request-2', direction: 'OUTGOING' };

const meta = {
  title: 'Components/MoneyRequestCard',
  component: MoneyRequestCard,
  subcomponents: { MoneyRequestStatusBadge },
  args: { request: incoming, now: NOW, onPay: fn(), onDecline: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <ul style={{ display: 'grid', gap: '0.75rem', padding: 0, maxWidth: '44rem' }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof MoneyRequestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IncomingPending: Story = {};

export const OutgoingPending: Story = { args: { request: outgoing } };

export const Paid: Story = {
  args: { request: { ...incoming, status: 'PAID', closedAt: '2026-11-19T13:00:00.000Z' } },
};

export const Declined: Story = {
  args: { request: { ...outgoing, status: 'DECLINED', closedAt: '2026-11-19T14:00:00.000Z' } },
};

export const Cancelled: Story = {
  args: { request: { ...outgoing, status: 'CANCELLED', closedAt: '2026-11-19T15:00:00.000Z' } },
};

export const Expired: Story = {
  args: { request: { ...incoming, status: 'EXPIRED', expiresAt: '2026-11-18T12:00:00.000Z' } },
};

export const Busy: Story = { args: { busy: true } };

export const WithoutNote: Story = { args: { request: { ...incoming, note: null } } };

export const LongNote: Story = {
  args: {
    request: {
      ...incoming,
      note: 'For the concert tickets, the taxi home and the late dinner afterwards.'.repeat(2),
    },
  },
};

export const AllStatuses: Story = {
  render: () => (
    <li style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', listStyle: 'none' }}>
      {moneyRequestStatuses.map((status) => (
        <MoneyRequestStatusBadge key={status} status={status} />
      ))}
    </li>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };
