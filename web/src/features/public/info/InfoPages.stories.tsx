// The footer's pages: the legal and help texts, API, Payments with the server's pending window (loaded, loading,
// failed) and Status (all operational, database down, loading, gateway unreachable); light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphQLErrorResult, withApolloMocks } from '../../../test/apollo-mocks';
import type { MockedResponses } from '../../../test/apollo-mocks';
import { ApiPage } from './ApiPage';
import { CookiesPage } from './CookiesPage';
import { GdprPage } from './GdprPage';
import { HelpPage } from './HelpPage';
import { PaymentsPage, PaymentsWithdrawalPolicyQuery } from './PaymentsPage';
import { PrivacyPage } from './PrivacyPage';
import { ServiceStatusQuery, StatusPage } from './StatusPage';
import { TermsPage } from './TermsPage';

function policyAnswer(delay = 10): MockedResponses[number] {
  return {
    request: { query: PaymentsWithdrawalPolicyQuery },
    result: {
      data: {
        withdrawalPolicy: { __typename: 'WithdrawalPolicy', id: 'withdrawals', payoutDelaySeconds: 300 },
      },
    },
    delay,
    maxUsageCount: 99,
  };
}

function statusAnswer(database: 'OPERATIONAL' | 'DOWN', delay = 10): MockedResponses[number] {
  return {
    request: { query: ServiceStatusQuery },
    result: {
      data: {
        serviceStatus: {
          __typename: 'ServiceStatus',
          id: 'current',
          api: 'OPERATIONAL',
          database,
          checkedAt: '2026-11-21T22:04:05.000Z',
        },
      },
    },
    delay,
    maxUsageCount: 99,
  };
}

const meta = {
  title: 'Features/Public/InfoPages',
  component: TermsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = { parameters: { route: '/terms' } };

export const Privacy: Story = { render: () => <PrivacyPage />, parameters: { route: '/privacy' } };

export const Cookies: Story = { render: () => <CookiesPage />, parameters: { route: '/cookies' } };

export const Gdpr: Story = { render: () => <GdprPage />, parameters: { route: '/gdpr' } };

export const Help: Story = { render: () => <HelpPage />, parameters: { route: '/help' } };

export const Api: Story = { render: () => <ApiPage />, parameters: { route: '/api' } };

export const Payments: Story = {
  render: () => <PaymentsPage />,
  decorators: [withApolloMocks([policyAnswer()])],
  parameters: { route: '/payments' },
};

export const PaymentsLoading: Story = {
  ...Payments,
  decorators: [withApolloMocks([policyAnswer(Number.POSITIVE_INFINITY)])],
};

export const PaymentsError: Story = {
  ...Payments,
  decorators: [
    withApolloMocks([
      {
        request: { query: PaymentsWithdrawalPolicyQuery },
        result: graphQLErrorResult('The wallet api is unavailable', 'INTERNAL_SERVER_ERROR'),
        delay: 10,
      },
    ]),
  ],
};

export const Status: Story = {
  render: () => <StatusPage />,
  decorators: [withApolloMocks([statusAnswer('OPERATIONAL')])],
  parameters: { route: '/status' },
};

export const StatusDatabaseDown: Story = {
  ...Status,
  decorators: [withApolloMocks([statusAnswer('DOWN')])],
};

export const StatusLoading: Story = {
  ...Status,
  decorators: [withApolloMocks([statusAnswer('OPERATIONAL', Number.POSITIVE_INFINITY)])],
};

export const StatusUnreachable: Story = {
  ...Status,
  decorators: [
    withApolloMocks([
      { request: { query: ServiceStatusQuery }, error: new TypeError('Failed to fetch'), delay: 10 },
    ]),
  ],
};

export const TermsDark: Story = { ...Terms, globals: { theme: 'dark' } };

export const StatusDark: Story = { ...Status, globals: { theme: 'dark' } };
