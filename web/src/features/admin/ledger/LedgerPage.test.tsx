// The admin Ledger page (docs/ledger.md): the total, the platform accounts, money in and out, pending payouts with
// their age, the last check green or red with the journals a breach names, Run check, and the loading, empty and
// error states.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { renderAdminScreen } from '../test-utils';
import { BREACHED_CHECK, emptyLedgerSummary, sampleLedgerSummary, SOUND_CHECK } from './fixtures';
import { LEDGER_ERROR_MESSAGE, LedgerPage, LedgerPageQuery, RunLedgerCheckMutation } from './LedgerPage';

const summaryMock = (summary = sampleLedgerSummary()): MockLink.MockedResponse => ({
  request: { query: LedgerPageQuery },
  result: { data: { ledgerSummary: summary } },
  delay: 5,
});

const renderLedger = (mocks: MockLink.MockedResponse[]) =>
  renderAdminScreen(<LedgerPage />, { mocks, route: '/admin/ledger' });

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
    renderLedger([
      summaryMock(emptyLedgerSummary()),
      {
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
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Run check' }));
    expect(await screen.findByText('The books balance')).toBeInTheDocument();
    expect(screen.queryByText('No check has run yet')).not.toBeInTheDocument();
  });

  it('when the books cannot be loaded, then "Error loading the ledger" offers Try Again', async () => {
    renderLedger([
      {
        request: { query: LedgerPageQuery },
        result: graphQLErrorResult('The ledger api is unavailable', 'INTERNAL_SERVER_ERROR'),
        delay: 5,
      },
      summaryMock(),
    ]);
    // A toast of an earlier test may still be on screen: the failure is the alert that names it.
    const title = await screen.findByText(LEDGER_ERROR_MESSAGE);
    const failure = title.closest<HTMLElement>('[role="alert"]');
    if (failure === null) throw new Error('the failure is not an alert');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('The books balance')).toBeInTheDocument();
  });

  it('while the books load, then the figures show their skeletons', () => {
    renderLedger([summaryMock()]);
    expect(screen.getByText('Loading the last check…')).toBeInTheDocument();
  });
});
