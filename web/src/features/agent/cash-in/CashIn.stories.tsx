// The Cash In screen over mocked GraphQL: ready (type "al" in the search), a blocked float, loading, failing, dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApolloMocks } from '../../../test/apollo-mocks';
import { blockedFloatAnswer, floatAnswer, floatFailing, floatLoading, searchAnswer } from '../story-mocks';
import { CashInPage } from './CashInPage';

const meta = {
  title: 'Agent/Cash In',
  component: CashInPage,
  parameters: { route: '/agent/cash-in' },
  decorators: [withApolloMocks([floatAnswer(), searchAnswer])],
} satisfies Meta<typeof CashInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const BlockedFloat: Story = { decorators: [withApolloMocks([blockedFloatAnswer])] };

export const Loading: Story = { decorators: [withApolloMocks([floatLoading])] };

export const ErrorState: Story = { decorators: [withApolloMocks([floatFailing])] };

export const Dark: Story = { globals: { theme: 'dark' } };
