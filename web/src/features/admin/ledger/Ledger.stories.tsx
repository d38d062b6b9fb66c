// The admin Ledger page over mocked GraphQL, with its check history: sound books, a breach, nothing yet, loading and
// failing; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockedResponses } from '../../../test/apollo-mocks';
import { graphQLErrorResult, withApolloMocks } from '../../../test/apollo-mocks';
import {
  BREACHED_CHECK,
  EARLIER_BREACHED_CHECK,
  emptyLedgerSummary,
  ledgerCheckPage,
  sampleLedgerSummary,
  SOUND_CHECK,
} from './fixtures';
import { LedgerCheckHistoryQuery, LedgerPage, LedgerPageQuery, RunLedgerCheckMutation } from './LedgerPage';

function summaryAnswer(summary = sampleLedgerSummary()): MockedResponses[number] {
  return {
    request: { query: LedgerPageQuery },
    result: { data: { ledgerSummary: summary } },
    delay: 10,
    maxUsageCount: 99,
  };
}

function historyAnswer(page = ledgerCheckPage()): MockedResponses[number] {
  return {
    request: { query: LedgerCheckHistoryQuery, variables: { page: 1, limit: 10 } },
    result: { data: { ledgerChecks: page } },
    delay: 10,
    maxUsageCount: 99,
  };
}

const runCheck: MockedResponses[number] = {
  request: { query: RunLedgerCheckMutation },
  result: {
    data: {
      runLedgerCheck: {
        __typename: 'LedgerCheckPayload',
        message: 'Ledger check passed: the books balance',
        check: SOUND_CHECK,
        summary: { __typename: 'LedgerSummary', id: 'ledger-summary', lastCheck: SOUND_CHECK },
      },
    },
  },
  delay: 400,
  maxUsageCount: 99,
};

const meta: Meta<typeof LedgerPage> = {
  title: 'Admin/Ledger',
  component: LedgerPage,
  parameters: { route: '/admin/ledger' },
  decorators: [withApolloMocks([summaryAnswer(), historyAnswer(), runCheck])],
};

export default meta;
type Story = StoryObj<typeof LedgerPage>;

/** Sound books; Run check runs another. */
export const Default: Story = {};

export const Breach: Story = {
  decorators: [
    withApolloMocks([
      summaryAnswer(sampleLedgerSummary(BREACHED_CHECK)),
      historyAnswer(ledgerCheckPage([BREACHED_CHECK, EARLIER_BREACHED_CHECK])),
      runCheck,
    ]),
  ],
};

export const Empty: Story = {
  decorators: [
    withApolloMocks([summaryAnswer(emptyLedgerSummary()), historyAnswer(ledgerCheckPage([])), runCheck]),
  ],
};

export const Loading: Story = {
  decorators: [
    withApolloMocks([
      { ...summaryAnswer(), delay: Number.POSITIVE_INFINITY },
      { ...historyAnswer(), delay: Number.POSITIVE_INFINITY },
    ]),
  ],
};

export const ErrorState: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: LedgerPageQuery },
        result: graphQLErrorResult('The ledger service is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 10,
      },
      {
        request: { query: LedgerCheckHistoryQuery, variables: { page: 1, limit: 10 } },
        result: graphQLErrorResult('The ledger service is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 10,
      },
    ]),
  ],
};

/** The books load but their history does not: the history panel alone offers Try Again. */
export const HistoryError: Story = {
  decorators: [
    withApolloMocks([
      summaryAnswer(),
      {
        request: { query: LedgerCheckHistoryQuery, variables: { page: 1, limit: 10 } },
        result: graphQLErrorResult('The ledger service is unavailable', 'SERVICE_UNAVAILABLE'),
        delay: 10,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const BreachDark: Story = { ...Breach, globals: { theme: 'dark' } };

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

export const ErrorDark: Story = { ...ErrorState, globals: { theme: 'dark' } };
