// Sample books for the Ledger page's tests and stories: a sound ledger with money moved and a payout waiting, the same
// after a red check, a ledger where nothing has happened yet, and pages of the check history.

const DAY_MS = 24 * 60 * 60 * 1000;
const TODAY = Date.UTC(2026, 10, 26);

function days(moved: Record<number, [string, string]> = {}) {
  return Array.from({ length: 30 }, (_, index) => {
    const daysAgo = 29 - index;
    const [moneyIn, moneyOut] = moved[daysAgo] ?? ['0.00', '0.00'];
    return {
      __typename: 'LedgerDay' as const,
      day: new Date(TODAY - daysAgo * DAY_MS).toISOString().slice(0, 10),
      moneyIn,
      moneyOut,
    };
  });
}

const accounts = (balances: [string, string, string, string, string]) =>
  (['FUNDING', 'PAYOUTS', 'PAYOUTS_PENDING', 'FEES', 'COMMISSIONS'] as const).map((kind, index) => ({
    __typename: 'LedgerAccount' as const,
    kind,
    balance: balances[index] ?? '0.00',
  }));

export const SOUND_CHECK = {
  __typename: 'LedgerCheck' as const,
  id: 'c1a3e2d0-0000-4000-8000-000000000001',
  startedAt: '2026-11-26T21:04:05.000Z',
  durationMs: 42,
  ok: true,
  breaches: [],
  requestedBy: { __typename: 'User' as const, id: 'a0000000-0000-4000-8000-000000000001', name: 'Ada Admin' },
};

export const BREACHED_CHECK = {
  ...SOUND_CHECK,
  id: 'c1a3e2d0-0000-4000-8000-000000000002',
  ok: false,
  requestedBy: null,
  breaches: [
    {
      __typename: 'LedgerBreach' as const,
      description:
        '1 journal(s) whose postings do not sum to zero: 9b2c7f1e-0d7a-4a51-9a57-2f8d3a6c1b44 (-300)',
      journalIds: ['9b2c7f1e-0d7a-4a51-9a57-2f8d3a6c1b44'],
    },
  ],
};

export function sampleLedgerSummary(
  lastCheck: typeof SOUND_CHECK | typeof BREACHED_CHECK | null = SOUND_CHECK,
) {
  return {
    __typename: 'LedgerSummary',
    id: 'ledger-summary',
    total: '0.00',
    walletsTotal: '1077.50',
    accounts: accounts(['-1120.00', '30.00', '10.00', '2.50', '0.00']),
    days: days({ 0: ['120.00', '0.00'], 3: ['1000.00', '30.00'] }),
    pendingPayouts: {
      __typename: 'PendingPayouts',
      count: 1,
      amount: '10.00',
      oldest: [
        {
          __typename: 'PendingPayout',
          id: 'p0000000-0000-4000-8000-000000000001',
          amount: '10.00',
          fee: '2.50',
          method: 'BANK',
          createdAt: '2026-11-26T19:00:00.000Z',
          ageSeconds: 7_500,
          user: {
            __typename: 'User',
            id: 'u0000000-0000-4000-8000-000000000001',
            name: 'Maya Thompson',
            email: 'maya@example.com',
          },
        },
      ],
    },
    lastCheck,
    checkIntervalMinutes: 60 as number | null,
  };
}

export function emptyLedgerSummary() {
  return {
    ...sampleLedgerSummary(null),
    walletsTotal: '0.00',
    accounts: accounts(['0.00', '0.00', '0.00', '0.00', '0.00']),
    days: days(),
    pendingPayouts: { __typename: 'PendingPayouts', count: 0, amount: '0.00', oldest: [] },
    checkIntervalMinutes: null,
  };
}

/** Run by the schedule an hour before the sound run of an admin: a breach naming one journal. */
export const EARLIER_BREACHED_CHECK = {
  ...BREACHED_CHECK,
  id: 'c1a3e2d0-0000-4000-8000-000000000005',
  startedAt: '2026-11-26T20:04:05.000Z',
  durationMs: 57,
};

/** The check history: the admin's sound run, and the schedule's red one before it. */
export const HISTORY = [SOUND_CHECK, EARLIER_BREACHED_CHECK];

/** A page of the check history (newest first), as `ledgerChecks` answers it. */
export function ledgerCheckPage(items: readonly (typeof SOUND_CHECK | typeof BREACHED_CHECK)[] = HISTORY) {
  return {
    __typename: 'LedgerCheckPage' as const,
    items,
    pagination: {
      __typename: 'Pagination' as const,
      currentPage: 1,
      totalPages: items.length === 0 ? 0 : 1,
      totalItems: items.length,
      itemsPerPage: 10,
    },
  };
}
