// The Receive screen (docs/pay-links.md): the pay code ready, with an amount and note, with a bad amount, while
// the person loads, and when they cannot be loaded; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphQLErrorResult, withApolloMocks } from '../../test/apollo-mocks';
import { CurrentUserDocument } from '../../lib/session';
import { ReceiveCard } from './ReceiveCard';
import { ReceivePage } from './ReceivePage';

const bob = {
  __typename: 'User',
  id: 'c0a80101-0000-4000-8000-0000000000b2',
  name: 'Bob Karim',
  email: 'bob@wallet.local',
  phone: '01712345678',
  role: 'USER',
  isEmailVerified: true,
  isApproved: true,
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-01-05T15:00:00.000Z',
};

const meta = {
  title: 'Features/Receive/ReceivePage',
  component: ReceivePage,
  parameters: { layout: 'padded' },
  decorators: [
    withApolloMocks([
      { request: { query: CurrentUserDocument }, result: { data: { me: bob } }, maxUsageCount: 99 },
    ]),
  ],
} satisfies Meta<typeof ReceivePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No amount or note: the payer chooses. */
export const Default: Story = {};

/** A fixed amount and a note, as a shop's till would show. */
export const WithAmountAndNote: Story = {
  render: () => (
    <ReceiveCard
      handle={bob.id}
      name={bob.name}
      origin="https://wallet.example"
      initialAmount="12.34"
      initialNote="Lunch"
    />
  ),
};

/** Nothing typed yet, so the link is the bare one (the empty state of the amount and note). */
export const Empty: Story = {
  render: () => <ReceiveCard handle={bob.id} name={bob.name} origin="https://wallet.example" />,
};

/** An amount the link cannot carry: said under the field, left out of the link. */
export const BadAmount: Story = {
  render: () => (
    <ReceiveCard handle={bob.id} name={bob.name} origin="https://wallet.example" initialAmount="1.234" />
  ),
};

export const Loading: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: CurrentUserDocument },
        result: { data: { me: bob } },
        delay: Number.POSITIVE_INFINITY,
      },
    ]),
  ],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: CurrentUserDocument },
        result: graphQLErrorResult('The wallet api is unavailable', 'INTERNAL_SERVER_ERROR'),
        delay: 10,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkWithAmount: Story = { ...WithAmountAndNote, globals: { theme: 'dark' } };
