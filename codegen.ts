// graphql-codegen, all from schema.graphql: typed documents for web (client-preset), resolver types for the bff, and
// typed documents for the bff's tests, so a schema change that breaks a test's query breaks `npm run typecheck`.
import type { CodegenConfig } from '@graphql-codegen/cli';
import { enumValues } from './bff/src/enums';

const scalars = { Money: 'string', DateTime: 'string' };

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  // Documents are graphql(`…`) calls. A string marked only /* GraphQL */ (kept for editors and Prettier) is not
  // one: the bff's tests send some deliberately broken queries that way.
  pluckConfig: { gqlMagicComment: 'not a document' },
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
      preset: 'client',
      config: { scalars, enumsAsTypes: true, useTypeImports: true, strictScalars: true },
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
    },
    'bff/src/__generated__/test-documents/': {
      documents: ['bff/src/**/*.test.ts', 'bff/src/test/**/*.ts'],
      preset: 'client',
      // Plain strings on the wire, as the tests post them (fetch with a JSON body, no GraphQL client).
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        strictScalars: true,
        documentMode: 'string',
      },
      presetConfig: { fragmentMasking: false },
    },
    'bff/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        strictScalars: true,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#Context',
        // Each enum's internal value is the api's REST string (bff/src/enums.ts, also the enum resolvers in schema.ts).
        enumValues,
        mappers: {
          PublicStats: '../rest/stats#RestPublicStats',
          WithdrawalPolicy: '../rest/wallets#RestWithdrawalPolicy',
          ServiceStatus: '../rest/health#RestServiceStatus',
          ContactMessage: '../rest/contact#RestContactMessage',
          SubmitContactPayload: '../rest/contact#RestSubmitContactResult',
          User: '../rest/users#RestUser',
          UserPayload: '../rest/users#RestUserResult',
          UserMatch: '../rest/users#RestUserMatch',
          CounterAgent: '../rest/users#RestCounterAgent',
          Wallet: '../rest/wallets#RestWallet',
          WalletLimits: '../rest/wallets#RestWalletLimits',
          WalletControls: '../rest/wallets#RestWalletControls',
          WalletControlsPayload: '../rest/wallets#RestWalletControlsResult',
          MoneyPayload: '../rest/wallets#RestMoneyResult',
          Transaction: '../rest/transactions#RestTransaction',
          TransactionParty: '../rest/transactions#RestTransactionParty',
          TransactionPage: '../rest/transactions#RestTransactionPage',
          TransactionSummary: '../rest/transactions#RestTransactionSummary',
          Pagination: '../rest/transactions#RestPagination',
          AgentStats: '../rest/agents#RestAgentStats',
          FlowTotal: '../rest/agents#RestFlowTotal',
          CashOutCode: '../rest/agents#RestCashOutCode',
          AdminStats: '../rest/admin#RestAdminStats',
          CountTrend: '../rest/admin#RestTrend',
          MoneyTrend: '../rest/admin#RestTrend',
          DayActivity: '../rest/admin#RestDayActivity',
          WalletPage: '../rest/admin#RestWalletPage',
          WalletSummary: '../rest/admin#RestWalletSummary',
          UserPage: '../rest/admin#RestUserPage',
          UserSummary: '../rest/admin#RestUserSummary',
          AdminTransactionPage: '../rest/admin#RestAdminTransactionPage',
          AdminTransactionSummary: '../rest/admin#RestAdminTransactionSummary',
          AuditEntry: '../rest/admin#RestAuditEntry',
          AuditPage: '../rest/admin#RestAuditPage',
          WalletPayload: '../rest/admin#RestWalletPayload',
          MoneyRequest: '../rest/requests#RestMoneyRequest',
          MoneyRequestPage: '../rest/requests#RestMoneyRequestPage',
          MoneyRequestPayload: '../rest/requests#RestMoneyRequestResult',
          PayMoneyRequestPayload: '../rest/requests#RestPayMoneyRequestResult',
          BlockedRequester: '../rest/requests#RestBlockedRequester',
          BlockedRequestersPayload: '../rest/requests#RestBlockedRequestersResult',
          Dispute: '../rest/disputes#RestDispute',
          DisputeNote: '../rest/disputes#RestDisputeNote',
          DisputePage: '../rest/disputes#RestDisputePage',
          DisputePayload: '../rest/disputes#RestDisputeResult',
          Reversal: '../rest/reversals#RestReversal',
          ReversalPage: '../rest/reversals#RestReversalPage',
          ReversalPayload: '../rest/reversals#RestReversalResult',
          LedgerSummary: '../rest/ledger#RestLedgerSummary',
          LedgerAccount: '../rest/ledger#RestLedgerAccount',
          LedgerDay: '../rest/ledger#RestLedgerDay',
          LedgerCheck: '../rest/ledger#RestLedgerCheck',
          LedgerCheckPage: '../rest/ledger#RestLedgerCheckPage',
          LedgerCheckPayload: '../rest/ledger#RestLedgerCheckPayload',
          PendingPayout: '../rest/ledger#RestPendingPayout',
          PendingPayouts: '../rest/ledger#RestPendingPayouts',
          // The enums as the union of their REST strings generated above (without this, ResolversTypes says null).
          ...Object.fromEntries(Object.keys(enumValues).map((name) => [name, name])),
        },
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write --log-level=warn'] },
};

export default config;
