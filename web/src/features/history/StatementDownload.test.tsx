// My History's "Download CSV" (docs/settings.md, "Statements"): the last 30 days at first, the period and the
// page's filters in the address, the file saved under the name the server gives, busy while it downloads, a bad
// period refused with the contract's message before anything is asked, and the server's refusal in a toast.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsMessages, STATEMENT_DOWNLOAD_PATH } from '@wallet/common/settings';
import { Toaster } from '../../lib/Toaster';
import { ThemePreferenceProvider } from '../../lib/ThemePreferenceProvider';
import { StatementDownload } from './StatementDownload';
import type { StatementFilters } from './statement-range';

const csv = 'Date,Transaction ID,Type,Status,Description,Counterparty,Amount,Fee,Balance\n';
const fileName = 'wallet-statement-2026-10-22-to-2026-11-21.csv';

function csvAnswer() {
  return new Response(csv, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });
}

function refusal(status: number, message: string) {
  return new Response(JSON.stringify({ success: false, message, data: { code: 'BAD_REQUEST' } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** What each clicked <a download> pointed at. */
let savedFiles: { href: string; download: string }[] = [];
/** The files handed to URL.createObjectURL. */
let objectUrlBlobs: Blob[] = [];

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderStatement(filters: StatementFilters = { type: null, status: null }) {
  render(
    <ThemePreferenceProvider persist={false}>
      <StatementDownload filters={filters} />
      <Toaster />
    </ThemePreferenceProvider>,
  );
}

const downloadButton = () => screen.getByRole('button', { name: 'Download CSV' });

function choosePeriod(from: string, to: string) {
  const fromField = screen.getByLabelText('From');
  const toField = screen.getByLabelText('To');
  fireEvent.change(fromField, { target: { value: from } });
  fireEvent.blur(fromField);
  fireEvent.change(toField, { target: { value: to } });
  fireEvent.blur(toField);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 10, 30));
  savedFiles = [];
  objectUrlBlobs = [];
  // jsdom has no object URLs and cannot follow a download link: record what would be saved.
  URL.createObjectURL = (blob: Blob) => {
    objectUrlBlobs.push(blob);
    return 'blob:http://localhost/statement';
  };
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    savedFiles.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('StatementDownload', () => {
  it('when Download CSV is pressed, then the last 30 days with the page filters are asked for, with the session, and saved under the name the server gives', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(csvAnswer()));
    renderStatement({ type: 'RECEIVE', status: 'COMPLETED' });

    expect(screen.getByLabelText('From')).toHaveValue('2026-10-22');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-21');
    await userEvent.click(downloadButton());

    expect(await screen.findByText(settingsMessages.statementReady)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(
      `${STATEMENT_DOWNLOAD_PATH}?from=2026-10-22&to=2026-11-21&type=receive&status=completed`,
    );
    expect(init).toMatchObject({ credentials: 'same-origin' });
    expect(savedFiles).toEqual([{ href: 'blob:http://localhost/statement', download: fileName }]);
    expect(objectUrlBlobs).toHaveLength(1);
    expect(await objectUrlBlobs[0]?.text()).toBe(csv);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('when another period is chosen and no filter is, then the address carries that period only', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(csvAnswer()));
    renderStatement();

    choosePeriod('2026-01-01', '2026-03-31');
    await userEvent.click(downloadButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${STATEMENT_DOWNLOAD_PATH}?from=2026-01-01&to=2026-03-31`);
  });

  it('while the file downloads, then the button says so and nothing can be changed', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderStatement();

    await userEvent.click(downloadButton());

    const busy = screen.getByRole('button', { name: 'Downloading...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('From')).toBeDisabled();
    answer(csvAnswer());
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(savedFiles).toHaveLength(1);
  });

  it('when To is before From or the period is longer than 366 days, then it is refused with the message and nothing is asked', () => {
    const fetchMock = stubFetch(() => Promise.resolve(csvAnswer()));
    renderStatement();

    choosePeriod('2026-03-01', '2026-02-28');
    expect(screen.getByRole('alert')).toHaveTextContent(settingsMessages.statementEndsBeforeStart);
    expect(downloadButton()).toBeDisabled();

    choosePeriod('2025-01-01', '2026-01-02');
    expect(screen.getByRole('alert')).toHaveTextContent(settingsMessages.statementTooLong);
    expect(downloadButton()).toBeDisabled();

    // 366 days, both ends counted, is the most one statement covers.
    choosePeriod('2025-01-01', '2026-01-01');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(downloadButton()).toBeEnabled();

    choosePeriod('', '2026-02-30');
    expect(screen.getByText(settingsMessages.statementFromInvalid)).toBeInTheDocument();
    expect(screen.getByText(settingsMessages.statementToInvalid)).toBeInTheDocument();
    expect(downloadButton()).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Download statement' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the server refuses with 400, then its message shows in an error toast and nothing is saved', async () => {
    stubFetch(() => Promise.resolve(refusal(400, 'type must be one of: send, receive, withdraw, deposit')));
    renderStatement();

    await userEvent.click(downloadButton());

    expect(
      await screen.findByText('type must be one of: send, receive, withdraw, deposit'),
    ).toBeInTheDocument();
    expect(savedFiles).toEqual([]);
    expect(downloadButton()).toBeEnabled();
  });

  it('when the network fails or the answer is not JSON, then the general message shows', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderStatement();

    await userEvent.click(downloadButton());
    expect(await screen.findByText(settingsMessages.statementFailed)).toBeInTheDocument();

    stubFetch(() => Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 502 })));
    await userEvent.click(downloadButton());
    await waitFor(() => expect(screen.getAllByText(settingsMessages.statementFailed)).toHaveLength(2));
    expect(savedFiles).toEqual([]);
  });
});
