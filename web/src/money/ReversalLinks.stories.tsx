// Original and reversal showing each other in a movement's details, over mocked GraphQL: an original reversed whole
// (the reversal read from the server), a reversal pointing to its original, a movement that is neither, the
// reversal loading and failing; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockedResponses } from '../test/apollo-mocks';
import { graphQLErrorResult, withApolloMocks } from '../test/apollo-mocks';
import { sampleTransaction } from './fixtures';
import { TransactionDetailsDialog } from './TransactionDetailsDialog';
import { TransactionByIdQuery } from './use-transaction';

const ORIGINAL = '7d3f2a10-0000-4000-8000-00000000a11c';
const REVERSAL = '7d3f2a10-0000-4000-8000-00000000bac0';

const original = sampleTransaction({ id: ORIGINAL, amount: '40.00', reversedBy: [REVERSAL] });
const reversal = sampleTransaction({
  id: REVERSAL,
  type: 'REVERSAL',
  direction: 'CREDIT',
  amount: '40.00',
  description: 'Dispute: Sent to the wrong person',
  reverses: ORIGINAL,
});

function reversalAnswer(delay = 10): MockedResponses[number] {
  return {
    request: { query: TransactionByIdQuery, variables: { id: REVERSAL } },
    result: { data: { transaction: reversal } },
    delay,
    maxUsageCount: 99,
  };
}

const meta: Meta<typeof TransactionDetailsDialog> = {
  title: 'Money/Reversal links',
  component: TransactionDetailsDialog,
  args: { transaction: original, onClose: () => undefined, onOpenTransaction: () => undefined },
  decorators: [
    withApolloMocks([reversalAnswer()]),
    // The dialog opens over the page (a portal); the page under it says what is shown.
    (Story) => (
      <section aria-label="Movement">
        <p>A movement&apos;s details, opened from history</p>
        <Story />
      </section>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof TransactionDetailsDialog>;

/** An original reversed whole: "Reversed" with the reversal's amount and Open the reversal. */
export const Default: Story = {};

/** A reversal: "Reversal of" its original, with Open the original. */
export const Reversal: Story = { args: { transaction: reversal } };

/** Neither reversed nor a reversal: no entry. */
export const Empty: Story = { args: { transaction: sampleTransaction() } };

export const Loading: Story = {
  decorators: [withApolloMocks([reversalAnswer(Number.POSITIVE_INFINITY)])],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: TransactionByIdQuery, variables: { id: REVERSAL } },
        result: graphQLErrorResult('The service is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 10,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const ReversalDark: Story = { args: { transaction: reversal }, globals: { theme: 'dark' } };
