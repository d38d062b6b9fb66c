// The user's "Cash out at an agent" card: ready to create a code (mocked answer), a code just made, one about to
// expire, an expired one, a blocked wallet, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApolloMocks } from '../../../test/apollo-mocks';
import { CashOutCodeCard, CreateCashOutCodeMutation } from './CashOutCodeCard';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60 * 1000).toISOString();

const meta = {
  title: 'Wallet/Cash out code',
  component: CashOutCodeCard,
  parameters: { route: '/user/wallet' },
  decorators: [
    withApolloMocks([
      {
        request: { query: CreateCashOutCodeMutation, variables: () => true },
        result: {
          data: {
            createCashOutCode: {
              __typename: 'CashOutCode',
              code: '482913',
              maxAmount: '250.00',
              expiresAt: inMinutes(10),
            },
          },
        },
        delay: 300,
        maxUsageCount: 99,
      },
    ]),
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CashOutCodeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter an amount and press Create code. */
export const Default: Story = {};

export const WithCode: Story = {
  args: { initialCode: { code: '482913', maxAmount: '250.00', expiresAt: inMinutes(10) } },
};

export const AboutToExpire: Story = {
  args: { initialCode: { code: '105377', maxAmount: '40.00', expiresAt: inMinutes(0.25) } },
};

export const Expired: Story = {
  args: { initialCode: { code: '105377', maxAmount: '40.00', expiresAt: inMinutes(-1) } },
};

export const BlockedWallet: Story = { args: { disabled: true } };

export const Dark: Story = { ...WithCode, globals: { theme: 'dark' } };
