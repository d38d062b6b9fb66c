// The Cash Out screen over mocked GraphQL: ready (type "al" in the search), a blocked float, loading, failing, dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApolloMocks } from '../../../test/apollo-mocks';
import { blockedFloatAnswer, floatAnswer, floatFailing, floatLoading, searchAnswer } from '../story-mocks';
import { CashOutPage } from './CashOutPage';

const meta = {
  title: 'Agent/Cash Out',
  component: CashOutPage,
  parameters: { route: '/agent/cash-out' },
  decorators: [withApolloMocks([floatAnswer(), searchAnswer])],
} satisfies Meta<typeof CashOutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const BlockedFloat: Story = { decorators: [withApolloMocks([blockedFloatAnswer])] };

export const Loading: Story = { decorators: [withApolloMocks([floatLoading])] };

export const ErrorState: Story = { decorators: [withApolloMocks([floatFailing])] };

export const Dark: Story = { globals: { theme: 'dark' } };
