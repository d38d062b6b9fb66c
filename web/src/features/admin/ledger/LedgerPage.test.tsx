// The admin Ledger page (docs/ledger.md): the total, the platform accounts, money in and out, pending payouts with
// their age, the last check green or red with the journals a breach names, Run check, the check history, and the
// loading, empty and error states.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { renderAdminScreen } from '../test-utils';
import {
  BREACHED_CHECK,
  EARLIER_BREACHED_CHECK,
  emptyLedgerSummary,
  ledgerCheckPage,
  sampleLedgerSummary,
  SOUND_CHECK,
} from './fixtures';
import { CHECK_HISTORY_EMPTY, CHECK_HISTORY_ERROR_MESSAGE } from './LedgerCheckHistory';
import {
  LEDGER_ERROR_MESSAGE,
  LedgerCheckHistoryQuery,
  LedgerPage,
  LedgerPageQuery,
  RunLedgerCheckMutation,
} from './LedgerPage';

const summaryMock = (summary = sampleLedgerSummary()): MockLink.MockedResponse => ({
  request: { query: LedgerPageQuery },
  result: { data: { ledgerSummary: summary } },
  delay: 5,
});

const historyMock = (page = ledgerCheckPage()): MockLink.MockedResponse => ({
  request: { query: LedgerCheckHistoryQuery, variables: { page: 1, limit: 10 } },
  result: { data: { ledgerChecks: page } },
  delay: 5,
});

const soundRunMock: MockLink.MockedResponse = {
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
  delay: 5,
};

/** The page with its books (`mocks`) and, unless a test gives its own, the check history's first page. */
const renderLedger = (mocks: MockLink.MockedResponse[], history = [historyMock()]) =>
  renderAdminScreen(<LedgerPage />, { mocks: [...mocks, ...history], route: '/admin/ledger' });

const historyTable = () => screen.findByRole('table', { name: 'Ledger check runs, newest first' });

describe('LedgerPage', () => {
  it('when the books load, then the total is 0.00, each account, the days that moved and the payout with its age show', async () => {
    renderLedger([summaryMock()]);
    expect(screen.getByRole('heading', { level: 1, name: 'Ledger' })).toBeInTheDocument();
    const accounts = await screen.findByRole('table', { name: /Each platform account/ });
    expect(within(accounts).getByRole('row', { name: /Funding/ })).toHaveTextContent('-$1,120.00');
    expect(within(accounts).getByRole('row', { name: /Payouts pending/ })).toHaveTextContent('$10.00');
    expect(within(accounts).getByRole('row', { name: /Total/ })).toHaveTextContent('$0.00');
    const days = screen.getByRole('table', { name: /Completed deposits/ });
    expect(within(days).getAllByRole('row')).toHaveLength(3);
    const payouts = screen.getByRole('table', { name: /oldest first/ });
    expect(within(payouts).getByRole('row', { name: /Maya Thompson/ })).toHaveTextContent(
      '2 hours 5 minutes',
    );
  });

  it('when the last check was sound, then it is green with who ran it', async () => {
    renderLedger([summaryMock()]);
    expect(await screen.findByText('The books balance')).toBeInTheDocument();
    expect(screen.getByText(/run by Ada Admin, 42 ms/)).toBeInTheDocument();
    expect(screen.getByText('The api also checks the ledger by itself every 1 hour.')).toBeInTheDocument();
  });

  it('when the last check found a breach, then it is red and names the journal', async () => {
    renderLedger([summaryMock(sampleLedgerSummary(BREACHED_CHECK))]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 breach found');
    expect(alert).toHaveTextContent('run by the schedule');
    expect(within(alert).getByRole('list', { name: 'Journals named' })).toHaveTextContent(
      '9b2c7f1e-0d7a-4a51-9a57-2f8d3a6c1b44',
    );
  });

  it('when nothing has happened yet, then each part says so', async () => {
    renderLedger([summaryMock(emptyLedgerSummary())]);
    expect(await screen.findByText('No check has run yet')).toBeInTheDocument();
    expect(screen.getByText('No money came in or went out in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('No payout is waiting')).toBeInTheDocument();
    expect(screen.getByText('The api does not check the ledger by itself.')).toBeInTheDocument();
  });

  it('when Run check is pressed, then the new result replaces the last one', async () => {
    renderLedger(
      [summaryMock(emptyLedgerSummary()), soundRunMock],
      [historyMock(ledgerCheckPage([])), historyMock(ledgerCheckPage([SOUND_CHECK]))],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Run check' }));
    const lastCheck = screen.getByRole('region', { name: 'Ledger check' });
    expect(await within(lastCheck).findByText('The books balance')).toBeInTheDocument();
    expect(screen.queryByText('No check has run yet')).not.toBeInTheDocument();
  });

  it('when the checks load, then the history lists each run newest first with its time, how it ran and its result', async () => {
    renderLedger([summaryMock()]);
    const rows = within(await historyTable())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    const [sound, breached] = rows as [HTMLElement, HTMLElement];
    expect(sound).toHaveTextContent(formatDateTime(SOUND_CHECK.startedAt));
    expect(sound).toHaveTextContent('On demand by Ada Admin');
    expect(sound).toHaveTextContent('The books balance');
    expect(sound).toHaveTextContent('42 ms');
    expect(breached).toHaveTextContent(formatDateTime(EARLIER_BREACHED_CHECK.startedAt));
    expect(breached).toHaveTextContent('By the schedule');
    expect(breached).toHaveTextContent('1 breach, 1 journal');
    expect(breached).toHaveTextContent('57 ms');
  });

  it('when no check has run, then the history says "No checks yet"', async () => {
    renderLedger([summaryMock(emptyLedgerSummary())], [historyMock(ledgerCheckPage([]))]);
    expect(await screen.findByText(CHECK_HISTORY_EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Ledger check runs, newest first' })).not.toBeInTheDocument();
  });

  it('when the history cannot be loaded, then it says so with Try Again while the books still show', async () => {
    renderLedger(
      [summaryMock()],
      [
        {
          request: { query: LedgerCheckHistoryQuery, variables: { page: 1, limit: 10 } },
          result: graphQLErrorResult('The ledger api is unavailable', 'INTERNAL_SERVER_ERROR'),
          delay: 5,
        },
        historyMock(),
      ],
    );
    const title = await screen.findByText(CHECK_HISTORY_ERROR_MESSAGE);
    const failure = title.closest<HTMLElement>('[role="alert"]');
    if (failure === null) throw new Error('the failure is not an alert');
    expect(failure).toHaveTextContent('Please check your connection and try again.');
    expect(screen.getByRole('table', { name: /Each platform account/ })).toBeInTheDocument();
    await userEvent.click(within(failure).getByRole('button', { name: 'Try Again' }));
    expect(within(await historyTable()).getAllByRole('row')).toHaveLength(3);
  });

  it('when Run check is pressed, then the new run is added at the top of the history', async () => {
    renderLedger(
      [summaryMock(sampleLedgerSummary(BREACHED_CHECK)), soundRunMock],
      [
        historyMock(ledgerCheckPage([EARLIER_BREACHED_CHECK])),
        historyMock(ledgerCheckPage([SOUND_CHECK, EARLIER_BREACHED_CHECK])),
      ],
    );
    expect(within(await historyTable()).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Run check' }));
    await waitFor(async () => expect(within(await historyTable()).getAllByRole('row')).toHaveLength(3));
    const newest = within(await historyTable()).getAllByRole('row')[1];
    expect(newest).toHaveTextContent('On demand by Ada Admin');
    expect(newest).toHaveTextContent('The books balance');
  });

  it('when the books cannot be loaded, then "Error loading the ledger" offers Try Again', async () => {
    renderLedger([
      {
        request: { query: LedgerPageQuery },
        result: graphQLErrorResult('The ledger api is unavailable', 'INTERNAL_SERVER_ERROR'),
        delay: 5,
      },
      summaryMock(),
      // Try Again asks for the history too.
      historyMock(),
    ]);
    // A toast of an earlier test may still be on screen: the failure is the alert that names it.
    const title = await screen.findByText(LEDGER_ERROR_MESSAGE);
    const failure = title.closest<HTMLElement>('[role="alert"]');
    if (failure === null) throw new Error('the failure is not an alert');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try Again' }));
    const lastCheck = await screen.findByRole('region', { name: 'Ledger check' });
    expect(await within(lastCheck).findByText('The books balance')).toBeInTheDocument();
  });

  it('while the books load, then the figures and the history show their skeletons', () => {
    renderLedger([summaryMock()]);
    expect(screen.getByText('Loading the last check…')).toBeInTheDocument();
    const history = screen.getByText('Loading the check history…').closest<HTMLElement>('[role="status"]');
    if (history === null) throw new Error('the history is not announced as loading');
    expect(within(history).getAllByTestId('skeleton')).toHaveLength(3);
  });
});
