// The GraphQL schema of the bff: the SDL of schema.graphql joined with the typed resolvers.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resolvers } from './__generated__/resolvers-types';
import { enumValues } from './enums';
import { AdminStats, DayActivity, MoneyTrend } from './resolvers/AdminStats';
import { AdminTransactionPage, AdminTransactionSummary } from './resolvers/AdminTransactionPage';
import { AgentStats, FlowTotal } from './resolvers/AgentStats';
import { AuditEntry, AuditPage } from './resolvers/AuditEntry';
import { CashOutCode } from './resolvers/CashOutCode';
import { ContactMessage } from './resolvers/ContactMessage';
import { Dispute, DisputePage } from './resolvers/Dispute';
import { BlockedRequester, MoneyRequest, MoneyRequestPage } from './resolvers/MoneyRequest';
import {
  LedgerAccount,
  LedgerCheck,
  LedgerCheckPage,
  LedgerCheckPayload,
  LedgerDay,
  LedgerSummary,
  PendingPayout,
  PendingPayouts,
} from './resolvers/LedgerSummary';
import { Mutation } from './resolvers/Mutation';
import { PublicStats } from './resolvers/PublicStats';
import { Query } from './resolvers/Query';
import { Reversal, ReversalPage } from './resolvers/Reversal';
import { ServiceStatus } from './resolvers/ServiceStatus';
import { Subscription } from './resolvers/Subscription';
import { Transaction, TransactionPage, TransactionParty, TransactionSummary } from './resolvers/Transaction';
import { User } from './resolvers/User';
import { UserMatch } from './resolvers/UserMatch';
import { CounterAgent } from './resolvers/CounterAgent';
import { UserPage } from './resolvers/UserPage';
import { Wallet, WalletControls, WalletLimits } from './resolvers/Wallet';
import { WalletPage, WalletSummary } from './resolvers/WalletPage';
import { WithdrawalPolicy } from './resolvers/WithdrawalPolicy';
import { DateTime, Money } from './resolvers/scalars';

export const SCHEMA_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema.graphql');

export function loadTypeDefs(): string {
  return fs.readFileSync(SCHEMA_PATH, 'utf8');
}

export const resolvers: Resolvers = {
  Query,
  Mutation,
  Subscription,
  PublicStats,
  WithdrawalPolicy,
  ServiceStatus,
  ContactMessage,
  User,
  UserMatch,
  CounterAgent,
  Wallet,
  WalletControls,
  WalletLimits,
  Transaction,
  TransactionParty,
  TransactionPage,
  TransactionSummary,
  AgentStats,
  FlowTotal,
  CashOutCode,
  AdminStats,
  DayActivity,
  MoneyTrend,
  WalletPage,
  WalletSummary,
  UserPage,
  AdminTransactionPage,
  AdminTransactionSummary,
  AuditEntry,
  AuditPage,
  MoneyRequest,
  MoneyRequestPage,
  Dispute,
  DisputePage,
  BlockedRequester,
  Reversal,
  ReversalPage,
  LedgerSummary,
  LedgerAccount,
  LedgerDay,
  LedgerCheck,
  LedgerCheckPage,
  LedgerCheckPayload,
  PendingPayout,
  PendingPayouts,
  Money,
  DateTime,
  // Each enum's schema name ↔ the api's REST string, translated at the boundary; resolvers see only REST strings.
  ...enumValues,
};
