import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestPublicStats } from '../rest/stats';
import type { RestWithdrawalPolicy, RestWallet, RestWalletLimits, RestWalletControls, RestWalletControlsResult, RestMoneyResult } from '../rest/wallets';
import type { RestServiceStatus } from '../rest/health';
import type { RestContactMessage, RestSubmitContactResult } from '../rest/contact';
import type { RestUser, RestUserResult, RestUserMatch, RestCounterAgent } from '../rest/users';
import type { RestTransaction, RestTransactionParty, RestTransactionPage, RestTransactionSummary, RestPagination } from '../rest/transactions';
import type { RestAgentStats, RestFlowTotal, RestCashOutCode } from '../rest/agents';
import type { RestAdminStats, RestTrend, RestDayActivity, RestWalletPage, RestWalletSummary, RestUserPage, RestUserSummary, RestAdminTransactionPage, RestAdminTransactionSummary, RestAuditEntry, RestAuditPage, RestWalletPayload } from '../rest/admin';
import type { RestMoneyRequest, RestMoneyRequestPage, RestMoneyRequestResult, RestPayMoneyRequestResult, RestBlockedRequester, RestBlockedRequestersResult } from '../rest/requests';
import type { RestDispute, RestDisputeNote, RestDisputePage, RestDisputeResult } from '../rest/disputes';
import type { RestReversal, RestReversalPage, RestReversalResult } from '../rest/reversals';
import type { RestLedgerSummary, RestLedgerAccount, RestLedgerDay, RestLedgerCheck, RestLedgerCheckPage, RestLedgerCheckPayload, RestPendingPayout, RestPendingPayouts } from '../rest/ledger';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date and time, e.g. "2026-11-21T22:00:00.000Z". */
  DateTime: { input: string; output: string; }
  /** A decimal amount of US dollars with exactly two places, e.g. "1234.50". Never a float. */
  Money: { input: string; output: string; }
};

/** Every money mutation takes a key made once per submitted form and reused when the same submission is retried. */
export type AddMoneyInput = {
  amount: Scalars['Money']['input'];
  idempotencyKey: Scalars['String']['input'];
};

/** The admin overview's figures, computed by the api over the whole database. */
export type AdminStats = {
  __typename?: 'AdminStats';
  /** Verified and approved users and agents. */
  activeUsers: Scalars['Int']['output'];
  completionRate: Scalars['Int']['output'];
  /** Always "admin-stats", so the cache keeps one copy. */
  id: Scalars['ID']['output'];
  /** The last 30 days: movements, completed volume and the rounded percentage completed. */
  recentTransactionCount: Scalars['Int']['output'];
  /** The latest 5 movements, as their initiators see them. */
  recentTransactions: Array<Transaction>;
  recentVolume: Scalars['Money']['output'];
  /** Since midnight today (the api's TZ_LIMITS day, as the daily limits count it). */
  today: DayActivity;
  totalAgents: CountTrend;
  /** Accounts with the user role. */
  totalUsers: CountTrend;
  /** Amounts of completed movements. */
  totalVolume: MoneyTrend;
  /** Every movement. */
  transactionCount: CountTrend;
};

/** A platform-wide list shows each movement once, by its kind (docs/admin.md); RECEIVE lists the sends again from the receiving side. */
export type AdminTransactionFilter = {
  status?: InputMaybe<TransactionStatus>;
  type?: InputMaybe<TransactionType>;
  /** Movements where this person's wallet is either party. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type AdminTransactionPage = {
  __typename?: 'AdminTransactionPage';
  items: Array<Transaction>;
  pagination: Pagination;
  summary: AdminTransactionSummary;
};

/** Figures over every matching movement, not one page. */
export type AdminTransactionSummary = {
  __typename?: 'AdminTransactionSummary';
  cancelledCount: Scalars['Int']['output'];
  /** Amounts of the completed ones, fees not included. */
  completedAmount: Scalars['Money']['output'];
  completedCount: Scalars['Int']['output'];
  failedCount: Scalars['Int']['output'];
  pendingCount: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type AgentDecisionInput = {
  agentId: Scalars['ID']['input'];
  /** Kept in the audit log; at most 500 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** An agent's figures for one period, computed by the api over their ledger. */
export type AgentStats = {
  __typename?: 'AgentStats';
  averageTransaction: Scalars['Money']['output'];
  cashIn: FlowTotal;
  cashOut: FlowTotal;
  commissionEarned: Scalars['Money']['output'];
  /** agent-stats:{period}, so each period keeps its own cache entry. */
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  memberSince: Scalars['DateTime']['output'];
  period: StatsPeriod;
  send: FlowTotal;
  /** Rounded percentage of the period's transactions that completed. */
  successRate: Scalars['Int']['output'];
  totalTransactions: Scalars['Int']['output'];
  totalVolume: Scalars['Money']['output'];
  walletBalance: Scalars['Money']['output'];
};

/** An agent's standing: PENDING until an admin approves them, SUSPENDED after an admin took the approval back. */
export type AgentStatus =
  | 'approved'
  | 'pending'
  | 'suspended';

export type AuditAction =
  /** The person closed their own account. */
  | 'account.close'
  | 'agent.approve'
  | 'agent.suspend'
  /** An admin changed a dispute's status (the target is the reporter; the reason is the note). */
  | 'dispute.investigate'
  | 'dispute.reject'
  | 'dispute.resolve'
  /** An admin ran the ledger check (the target is the admin). */
  | 'ledger.check'
  /** Another admin approved a reversal: the compensating journal was posted. */
  | 'reversal.approve'
  /** An admin proposed reversing a transaction (the target gives the money back). */
  | 'reversal.propose'
  | 'reversal.reject'
  | 'two_factor.disable'
  | 'two_factor.enable'
  | 'wallet.block'
  /** The person froze their own wallet (docs/freeze-and-limits.md). */
  | 'wallet.freeze'
  /** The person changed their own daily or monthly limit (a raise applies 24 hours later). */
  | 'wallet.personal_limits'
  | 'wallet.unblock'
  /** The person unfroze their own wallet with their password (and code). */
  | 'wallet.unfreeze';

/** One admin action: who did what to whom, when and why. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: AuditAction;
  /** The admin; null only if the account no longer exists. */
  actor?: Maybe<User>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  target?: Maybe<User>;
  targetWalletId?: Maybe<Scalars['ID']['output']>;
};

export type AuditPage = {
  __typename?: 'AuditPage';
  items: Array<AuditEntry>;
  pagination: Pagination;
};

/** Someone whose requests the reader no longer takes. */
export type BlockedRequester = {
  __typename?: 'BlockedRequester';
  blockedAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type BlockedRequestersPayload = {
  __typename?: 'BlockedRequestersPayload';
  blocked: Array<BlockedRequester>;
  message: Scalars['String']['output'];
};

export type CashInInput = {
  amount: Scalars['Money']['input'];
  idempotencyKey: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** A one-time code a user gives an agent to cash out up to maxAmount; shown only once. */
export type CashOutCode = {
  __typename?: 'CashOutCode';
  code: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  maxAmount: Scalars['Money']['output'];
};

export type CashOutInput = {
  amount: Scalars['Money']['input'];
  /** The 6-digit code the user created and told the agent. */
  code: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type ContactInput = {
  company?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  message: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  subject: Scalars['String']['input'];
};

export type ContactMessage = {
  __typename?: 'ContactMessage';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
};

/** A total now, and how many were added this calendar month (TZ_LIMITS) against last month. */
export type CountTrend = {
  __typename?: 'CountTrend';
  /** round((this − last) / last × 100); null when last month had none. */
  changePercent?: Maybe<Scalars['Int']['output']>;
  lastMonth: Scalars['Int']['output'];
  thisMonth: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The approved agent an agent's counter code names (docs/pay-links.md): only the name, nothing to contact them by. */
export type CounterAgent = {
  __typename?: 'CounterAgent';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CreateCashOutCodeInput = {
  idempotencyKey: Scalars['String']['input'];
  maxAmount: Scalars['Money']['input'];
};

/** The platform's movements of one calendar day so far. */
export type DayActivity = {
  __typename?: 'DayActivity';
  /** Every movement created since the day's midnight, whatever its status. */
  transactionCount: Scalars['Int']['output'];
  /** Amounts of the completed ones. */
  volume: Scalars['Money']['output'];
};

/** DEBIT takes money (amount + fee) from the reader's wallet; CREDIT brings money in. */
export type Direction =
  | 'credit'
  | 'debit';

export type DisableTwoFactorInput = {
  /** The 6-digit code from the app or an unused recovery code. */
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** A person's report of a problem with one of their transactions. */
export type Dispute = {
  __typename?: 'Dispute';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The reporter's description of the problem. */
  note?: Maybe<Scalars['String']['output']>;
  /** Oldest first: the report, then every status change. */
  notes: Array<DisputeNote>;
  reason: DisputeReason;
  reporter: TransactionParty;
  /** Admins: the reversal proposals about the dispute's transaction, newest first (at most 100); empty for others. */
  reversals: Array<Reversal>;
  status: DisputeStatus;
  /** The transaction as the reader may see it (the reporter's side; any transaction for an admin). */
  transaction?: Maybe<Transaction>;
  transactionId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** Who wrote a note of a dispute's history. */
export type DisputeAuthorRole =
  | 'admin'
  | 'reporter';

/** One entry of a dispute's history: the report itself, or an admin's status change, with its note. */
export type DisputeNote = {
  __typename?: 'DisputeNote';
  /** The author's name; an admin's is shown to admins only. */
  authorName?: Maybe<Scalars['String']['output']>;
  authorRole: DisputeAuthorRole;
  createdAt: Scalars['DateTime']['output'];
  note?: Maybe<Scalars['String']['output']>;
  /** The status the dispute took with this entry (OPEN for the report). */
  status: DisputeStatus;
};

export type DisputePage = {
  __typename?: 'DisputePage';
  items: Array<Dispute>;
  pagination: Pagination;
};

export type DisputePayload = {
  __typename?: 'DisputePayload';
  dispute: Dispute;
  message: Scalars['String']['output'];
};

/** Why a person disputes a transaction (docs/disputes.md). */
export type DisputeReason =
  | 'not_received'
  /** Says what in the note, which is then required. */
  | 'other'
  | 'unauthorized'
  | 'wrong_recipient';

/** OPEN → INVESTIGATING → RESOLVED or REJECTED; an open dispute may also be rejected at once. */
export type DisputeStatus =
  | 'investigating'
  | 'open'
  | 'rejected'
  | 'resolved';

/** A sum of completed movements and how many there were. */
export type FlowTotal = {
  __typename?: 'FlowTotal';
  amount: Scalars['Money']['output'];
  count: Scalars['Int']['output'];
};

/** A platform account of the ledger: its balance is the sum of its postings. */
export type LedgerAccount = {
  __typename?: 'LedgerAccount';
  balance: Scalars['Money']['output'];
  kind: LedgerAccountKind;
};

export type LedgerAccountKind =
  /** What agents earned: negative, paid out of the platform. */
  | 'commissions'
  | 'fees'
  /** Money arriving from banks and cards. */
  | 'funding'
  /** Money that left to banks and cards. */
  | 'payouts'
  /** Withdrawals asked for and not settled yet. */
  | 'payouts_pending';

/** One breach of the ledger's invariants a check found, with the journals (transaction ids) it names. */
export type LedgerBreach = {
  __typename?: 'LedgerBreach';
  description: Scalars['String']['output'];
  journalIds: Array<Scalars['ID']['output']>;
};

/** One run of the ledger check (docs/ledger.md). */
export type LedgerCheck = {
  __typename?: 'LedgerCheck';
  breaches: Array<LedgerBreach>;
  durationMs: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** True when the books balance: no breach. */
  ok: Scalars['Boolean']['output'];
  /** The admin who ran it; null for a run of the api's schedule. */
  requestedBy?: Maybe<User>;
  startedAt: Scalars['DateTime']['output'];
};

export type LedgerCheckPage = {
  __typename?: 'LedgerCheckPage';
  items: Array<LedgerCheck>;
  pagination: Pagination;
};

export type LedgerCheckPayload = {
  __typename?: 'LedgerCheckPayload';
  check: LedgerCheck;
  message: Scalars['String']['output'];
  /** The summary after the run, so the page shows it as the last check. */
  summary: LedgerSummary;
};

/** Money in (completed deposits) and out (completed withdrawals) on one calendar day of TZ_LIMITS. */
export type LedgerDay = {
  __typename?: 'LedgerDay';
  /** YYYY-MM-DD */
  day: Scalars['String']['output'];
  moneyIn: Scalars['Money']['output'];
  moneyOut: Scalars['Money']['output'];
};

/** The books as an admin reads them. */
export type LedgerSummary = {
  __typename?: 'LedgerSummary';
  accounts: Array<LedgerAccount>;
  /** How often the api checks the ledger by itself; null when its schedule is off. */
  checkIntervalMinutes?: Maybe<Scalars['Int']['output']>;
  /** The last 30 days, oldest first. */
  days: Array<LedgerDay>;
  id: Scalars['ID']['output'];
  /** Null before the first check. */
  lastCheck?: Maybe<LedgerCheck>;
  pendingPayouts: PendingPayouts;
  /** Every wallet and platform account together: 0.00 when the books balance. */
  total: Scalars['Money']['output'];
  walletsTotal: Scalars['Money']['output'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  /** 30-day session instead of one that ends with the browser. */
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * With two-factor sign-in on: the 6-digit code from the authenticator app or an unused recovery code. Without it such
   * an account is refused with UNAUTHENTICATED and the message "Enter the code from your authenticator app".
   */
  twoFactorCode?: InputMaybe<Scalars['String']['input']>;
};

/** The api's confirmation text, shown to the person as is. */
export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
};

/** The movement and the reader's wallet after it, so the cache updates without a refetch. */
export type MoneyPayload = {
  __typename?: 'MoneyPayload';
  message: Scalars['String']['output'];
  transaction: Transaction;
  wallet: Wallet;
};

/** One person asking another for money, as the reader sees it. */
export type MoneyRequest = {
  __typename?: 'MoneyRequest';
  amount: Scalars['Money']['output'];
  /** When it was paid, declined or cancelled. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  direction: MoneyRequestDirection;
  /** A pending request reads as EXPIRED from then on (7 days after it was made). */
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  payer: TransactionParty;
  /** Who asked, and who is asked to pay. */
  requester: TransactionParty;
  status: MoneyRequestStatus;
  /** The send that paid it; null until paid. */
  transactionId?: Maybe<Scalars['ID']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** INCOMING: the reader is asked to pay; OUTGOING: the reader asked. */
export type MoneyRequestDirection =
  | 'incoming'
  | 'outgoing';

export type MoneyRequestPage = {
  __typename?: 'MoneyRequestPage';
  items: Array<MoneyRequest>;
  pagination: Pagination;
};

export type MoneyRequestPayload = {
  __typename?: 'MoneyRequestPayload';
  message: Scalars['String']['output'];
  moneyRequest: MoneyRequest;
};

/** Money requests (docs/requests.md): stored statuses and EXPIRED, a pending request past its expiry. */
export type MoneyRequestStatus =
  | 'cancelled'
  | 'declined'
  | 'expired'
  | 'paid'
  | 'pending';

export type MoneyTrend = {
  __typename?: 'MoneyTrend';
  changePercent?: Maybe<Scalars['Int']['output']>;
  lastMonth: Scalars['Money']['output'];
  thisMonth: Scalars['Money']['output'];
  total: Scalars['Money']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addMoney: MoneyPayload;
  approveAgent: UserPayload;
  /** Another admin than the proposer: posts the compensating transaction (refused when the receiver is short). */
  approveReversal: ReversalPayload;
  /** The signed-in person takes no more requests from this user. */
  blockRequester: BlockedRequestersPayload;
  /** The requester cancels a pending request. */
  cancelMoneyRequest: MoneyRequestPayload;
  /** Cancels the signed-in person's own pending withdrawal and refunds amount and fee. */
  cancelWithdrawal: MoneyPayload;
  /** An approved agent moves float into a user's wallet; the wallet in the answer is the agent's. */
  cashIn: MoneyPayload;
  /** An approved agent takes money out of a user's wallet with the user's cash-out code. */
  cashOut: MoneyPayload;
  changePassword: MessagePayload;
  /**
   * Closes the signed-in person's account: refused while the balance is not zero or a withdrawal is pending. Ends the
   * session (the cookie is cleared).
   */
  closeAccount: MessagePayload;
  /** A user makes a code for an agent to cash out up to maxAmount; a new code replaces the old one. */
  createCashOutCode: CashOutCode;
  /** The payer declines a pending request. */
  declineMoneyRequest: MoneyRequestPayload;
  disableTwoFactor: SettingsPayload;
  /** Turns two-factor sign-in on with the first code from the app. */
  enableTwoFactor: TwoFactorEnabledPayload;
  /** Sends a 6-digit password reset code when the e-mail has an account; answers the same either way. */
  forgotPassword: MessagePayload;
  /** A user freezes their own wallet: no money leaves it, money still comes in. Freezing a frozen wallet changes nothing. */
  freezeMyWallet: WalletControlsPayload;
  login: UserPayload;
  logout: MessagePayload;
  /** The payer pays a pending request: the normal send with its limits, once per request whatever the key. */
  payMoneyRequest: PayMoneyRequestPayload;
  /** Admin: proposes reversing a completed send, cash in or cash out; another admin decides. */
  proposeReversal: ReversalPayload;
  register: UserPayload;
  rejectReversal: ReversalPayload;
  /** A user or agent reports a problem with one of their transactions; one open dispute per transaction. */
  reportProblem: DisputePayload;
  /** A user asks another user for money; at most 20 pending at once. */
  requestMoney: MoneyRequestPayload;
  resetPassword: MessagePayload;
  /** Admin only: runs the ledger check now (audited). CONFLICT while another check runs. */
  runLedgerCheck: LedgerCheckPayload;
  sendMoney: MoneyPayload;
  /** Sends a 6-digit e-mail verification code. */
  sendVerificationCode: MessagePayload;
  /** A user's own daily and monthly limits (docs/freeze-and-limits.md). */
  setPersonalLimits: WalletControlsPayload;
  /** Blocks or unblocks a wallet (admin only), audited with the reason. */
  setWalletBlocked: WalletPayload;
  /** Starts (or restarts) two-factor enrolment; refused when it is already on. */
  startTwoFactorSetup: TwoFactorSetup;
  submitContact: SubmitContactPayload;
  suspendAgent: UserPayload;
  unblockRequester: BlockedRequestersPayload;
  /** Unfreezes the user's own wallet with their password and, when two-factor sign-in is on, a code. */
  unfreezeMyWallet: WalletControlsPayload;
  /** Admins: change a dispute's status with a note; the reporter is mailed. */
  updateDispute: DisputePayload;
  updateNotificationPreferences: SettingsPayload;
  updateProfile: UserPayload;
  verifyEmail: MessagePayload;
  withdraw: MoneyPayload;
};


export type MutationAddMoneyArgs = {
  input: AddMoneyInput;
};


export type MutationApproveAgentArgs = {
  input: AgentDecisionInput;
};


export type MutationApproveReversalArgs = {
  input: ReversalDecisionInput;
};


export type MutationBlockRequesterArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationCancelMoneyRequestArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelWithdrawalArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCashInArgs = {
  input: CashInInput;
};


export type MutationCashOutArgs = {
  input: CashOutInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCloseAccountArgs = {
  password: Scalars['String']['input'];
};


export type MutationCreateCashOutCodeArgs = {
  input: CreateCashOutCodeInput;
};


export type MutationDeclineMoneyRequestArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDisableTwoFactorArgs = {
  input: DisableTwoFactorInput;
};


export type MutationEnableTwoFactorArgs = {
  code: Scalars['String']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationPayMoneyRequestArgs = {
  input: PayMoneyRequestInput;
};


export type MutationProposeReversalArgs = {
  input: ProposeReversalInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRejectReversalArgs = {
  input: ReversalDecisionInput;
};


export type MutationReportProblemArgs = {
  input: ReportProblemInput;
};


export type MutationRequestMoneyArgs = {
  input: RequestMoneyInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSendMoneyArgs = {
  input: SendMoneyInput;
};


export type MutationSendVerificationCodeArgs = {
  email: Scalars['String']['input'];
};


export type MutationSetPersonalLimitsArgs = {
  input: PersonalLimitsInput;
};


export type MutationSetWalletBlockedArgs = {
  input: SetWalletBlockedInput;
};


export type MutationSubmitContactArgs = {
  input: ContactInput;
};


export type MutationSuspendAgentArgs = {
  input: AgentDecisionInput;
};


export type MutationUnblockRequesterArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationUnfreezeMyWalletArgs = {
  input: UnfreezeWalletInput;
};


export type MutationUpdateDisputeArgs = {
  input: UpdateDisputeInput;
};


export type MutationUpdateNotificationPreferencesArgs = {
  input: NotificationPreferencesInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationVerifyEmailArgs = {
  email: Scalars['String']['input'];
  otp: Scalars['String']['input'];
};


export type MutationWithdrawArgs = {
  input: WithdrawInput;
};

/** Which e-mails the person gets (defaults: transaction alerts on, security alerts on, marketing off). */
export type NotificationPreferences = {
  __typename?: 'NotificationPreferences';
  marketing: Scalars['Boolean']['output'];
  /** Password changes, two-factor changes, sign-ins from a new browser. */
  securityAlerts: Scalars['Boolean']['output'];
  /** Receipts of completed money movements. */
  transactionAlerts: Scalars['Boolean']['output'];
};

/** Any of the three; at least one. */
export type NotificationPreferencesInput = {
  marketing?: InputMaybe<Scalars['Boolean']['input']>;
  securityAlerts?: InputMaybe<Scalars['Boolean']['input']>;
  transactionAlerts?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Pagination = {
  __typename?: 'Pagination';
  currentPage: Scalars['Int']['output'];
  itemsPerPage: Scalars['Int']['output'];
  totalItems: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type PayMoneyRequestInput = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};

/** Paying a request is the normal send: the movement, the payer's wallet after it and the request, now paid. */
export type PayMoneyRequestPayload = {
  __typename?: 'PayMoneyRequestPayload';
  message: Scalars['String']['output'];
  moneyRequest: MoneyRequest;
  transaction: Transaction;
  wallet: Wallet;
};

/** A withdrawal waiting for its payout. */
export type PendingPayout = {
  __typename?: 'PendingPayout';
  /** Whole seconds since it was asked for. */
  ageSeconds: Scalars['Int']['output'];
  amount: Scalars['Money']['output'];
  createdAt: Scalars['DateTime']['output'];
  fee: Scalars['Money']['output'];
  /** The transaction's id. */
  id: Scalars['ID']['output'];
  method: WithdrawMethod;
  /** Who asked; null only if the account no longer exists. */
  user?: Maybe<User>;
};

export type PendingPayouts = {
  __typename?: 'PendingPayouts';
  amount: Scalars['Money']['output'];
  count: Scalars['Int']['output'];
  /** The oldest, at most 20. */
  oldest: Array<PendingPayout>;
};

/**
 * Each at most the platform's limit. Omitted: unchanged; null: back to the platform's limit (counts as a raise). A lower
 * limit applies at once, a higher one (or null) 24 hours later.
 */
export type PersonalLimitsInput = {
  dailyAmount?: InputMaybe<Scalars['Money']['input']>;
  monthlyAmount?: InputMaybe<Scalars['Money']['input']>;
};

/**
 * amount: part of what is left (default: all of it); reason: 1 to 500 characters. idempotencyKey: optional, as the
 * money calls take it (docs/reversals.md): the same key with the same input answers the first result and proposes once.
 */
export type ProposeReversalInput = {
  amount?: InputMaybe<Scalars['Money']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  reason: Scalars['String']['input'];
  transactionId: Scalars['ID']['input'];
};

/** Figures for the landing page, computed by the api over the whole database. */
export type PublicStats = {
  __typename?: 'PublicStats';
  /** A stable key so the cache keeps one copy. */
  id: Scalars['ID']['output'];
  totalAgents: Scalars['Int']['output'];
  totalTransactions: Scalars['Int']['output'];
  totalUsers: Scalars['Int']['output'];
  /** Sum of completed transactions. */
  totalVolume: Scalars['Money']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Admin only from here on. */
  adminStats: AdminStats;
  /** The signed-in agent's figures for a period. */
  agentStats: AgentStats;
  /** Admin actions, newest first; userId narrows to those on that person. */
  auditLog: AuditPage;
  /** Users: the people whose requests the signed-in person no longer takes. */
  blockedRequesters: Array<BlockedRequester>;
  /** Users only: the agent an agent's counter code names (docs/pay-links.md), the handle being the agent's user id. NOT_FOUND, with a warning not to hand over money, when it names no approved agent. */
  counterAgent: CounterAgent;
  /** Admins: every dispute, newest first, by status and reason; page from 1, limit 1..1000 (default 10). */
  disputes: DisputePage;
  /** Ledger check runs, newest first; page from 1, limit 1..1000 (default 10). */
  ledgerChecks: LedgerCheckPage;
  /** The books: total, platform accounts, money in and out, pending payouts, the last check. */
  ledgerSummary: LedgerSummary;
  /** The signed-in person, or null when signed out. */
  me?: Maybe<User>;
  /** Users: the signed-in person's requests in one direction, newest first; page from 1, limit 1..1000 (default 10). */
  moneyRequests: MoneyRequestPage;
  /** Users and agents: the signed-in person's disputes, newest first; transactionId narrows to one transaction. */
  myDisputes: DisputePage;
  /** The signed-in person's notification preferences and two-factor status. */
  mySettings: Settings;
  /** The signed-in person's movements, newest first. page from 1; limit 1..1000, default 10. */
  myTransactions: TransactionPage;
  /** The signed-in person's wallet (users and agents). */
  myWallet: Wallet;
  /** Who a pay link or pay QR code names (docs/pay-links.md): the handle is the receiver's user id. NOT_FOUND when nobody who can receive has it; BAD_USER_INPUT for the signed-in person's own. */
  payee: UserMatch;
  publicStats: PublicStats;
  /** Admins: reversal proposals, newest first, by status and transaction; page from 1, limit 1..1000 (default 10). */
  reversals: ReversalPage;
  /** People to send to, from 2 characters: name, e-mail, phone or exact id. limit 1..20, default 20. */
  searchUsers: Array<UserMatch>;
  /** Public: whether the api and its database answer, checked now. */
  serviceStatus: ServiceStatus;
  /** One of the signed-in person's movements (any movement for an admin); null when it is not theirs or does not exist. */
  transaction?: Maybe<Transaction>;
  /** Every movement, newest first; page from 1, limit 1..1000 (default 10). */
  transactions: AdminTransactionPage;
  /** One account; null when unknown. */
  user?: Maybe<User>;
  /** Every account, newest first; search: part of a name or e-mail, a phone's digits or a whole id (at most 100 characters); page from 1, limit 1..1000 (default 10). */
  users: UserPage;
  wallets: WalletPage;
  /** Public: how withdrawals work in this installation. */
  withdrawalPolicy: WithdrawalPolicy;
};


export type QueryAgentStatsArgs = {
  period: StatsPeriod;
};


export type QueryAuditLogArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCounterAgentArgs = {
  handle: Scalars['ID']['input'];
};


export type QueryDisputesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  reason?: InputMaybe<DisputeReason>;
  status?: InputMaybe<DisputeStatus>;
};


export type QueryLedgerChecksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMoneyRequestsArgs = {
  direction: MoneyRequestDirection;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<MoneyRequestStatus>;
};


export type QueryMyDisputesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<DisputeStatus>;
  transactionId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryMyTransactionsArgs = {
  filter?: InputMaybe<TransactionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPayeeArgs = {
  handle: Scalars['ID']['input'];
};


export type QueryReversalsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReversalStatus>;
  transactionId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySearchUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
};


export type QueryTransactionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTransactionsArgs = {
  filter?: InputMaybe<AdminTransactionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  role?: InputMaybe<Role>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWalletsArgs = {
  input?: InputMaybe<WalletListInput>;
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  role: RegisterRole;
};

/** Roles a person may choose at sign-up; admins are never self-registered. */
export type RegisterRole =
  | 'agent'
  | 'user';

/** A problem with one of the signed-in person's transactions; the note (at most 500 characters) is required for OTHER. */
export type ReportProblemInput = {
  note?: InputMaybe<Scalars['String']['input']>;
  reason: DisputeReason;
  transactionId: Scalars['ID']['input'];
};

/** Ask a user (found by searchUsers) for an amount; the note is at most 140 characters. */
export type RequestMoneyInput = {
  amount: Scalars['Money']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  payerId: Scalars['ID']['input'];
};

export type ResetPasswordInput = {
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  otp: Scalars['String']['input'];
};

/** A proposal to move back a completed send, cash in or cash out (docs/reversals.md); admins only. */
export type Reversal = {
  __typename?: 'Reversal';
  amount: Scalars['Money']['output'];
  /** The commission moved back with it (pro rata of the original's); 0 for a send. */
  commission: Scalars['Money']['output'];
  createdAt: Scalars['DateTime']['output'];
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  decidedBy?: Maybe<TransactionParty>;
  decisionReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  proposedBy: TransactionParty;
  reason: Scalars['String']['output'];
  recipient?: Maybe<TransactionParty>;
  /** The compensating transaction, once approved. */
  reversalTransactionId?: Maybe<Scalars['ID']['output']>;
  /** Who paid in the original (gets the money back), and who received it (gives it back). */
  sender?: Maybe<TransactionParty>;
  status: ReversalStatus;
  transactionAmount: Scalars['Money']['output'];
  /** The original transaction, its type (SEND, CASH_IN or CASH_OUT) and its whole amount. */
  transactionId: Scalars['ID']['output'];
  transactionType: TransactionType;
};

/**
 * reason: optional, at most 500 characters. idempotencyKey: optional; the same key with the same input answers the
 * first decision again instead of refusing it as already decided.
 */
export type ReversalDecisionInput = {
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type ReversalPage = {
  __typename?: 'ReversalPage';
  items: Array<Reversal>;
  pagination: Pagination;
};

export type ReversalPayload = {
  __typename?: 'ReversalPayload';
  message: Scalars['String']['output'];
  reversal: Reversal;
};

export type ReversalStatus =
  | 'approved'
  | 'proposed'
  | 'rejected';

export type Role =
  | 'admin'
  | 'agent'
  | 'user';

export type SendMoneyInput = {
  amount: Scalars['Money']['input'];
  idempotencyKey: Scalars['String']['input'];
  receiverId: Scalars['ID']['input'];
};

export type ServiceState =
  | 'DOWN'
  | 'OPERATIONAL'
  /** Not known: the part in front of it did not answer. */
  | 'UNKNOWN';

/** The service's health right now, for the status page. That the answer arrives at all says the bff is up. */
export type ServiceStatus = {
  __typename?: 'ServiceStatus';
  /** The REST api answered. */
  api: ServiceState;
  checkedAt: Scalars['DateTime']['output'];
  /** The api reached its database in time (the api's /readyz). */
  database: ServiceState;
  /** A stable key so the cache keeps one copy. */
  id: Scalars['ID']['output'];
};

export type SetWalletBlockedInput = {
  isBlocked: Scalars['Boolean']['input'];
  /** Kept in the audit log; at most 500 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
  walletId: Scalars['ID']['input'];
};

/** The signed-in person's settings. */
export type Settings = {
  __typename?: 'Settings';
  notifications: NotificationPreferences;
  twoFactor: TwoFactorStatus;
};

export type SettingsPayload = {
  __typename?: 'SettingsPayload';
  message: Scalars['String']['output'];
  settings: Settings;
};

export type SortOrder =
  | 'asc'
  | 'desc';

export type StatsPeriod =
  /** The last 30 days from the start of today. */
  | 'month'
  /** From the start of today in TZ_LIMITS. */
  | 'today'
  /** The last 7 days from the start of today. */
  | 'week';

export type SubmitContactPayload = {
  __typename?: 'SubmitContactPayload';
  contact: ContactMessage;
  /** The api's confirmation text, shown to the person as is. */
  message: Scalars['String']['output'];
};

/**
 * Live updates over graphql-ws on the same port and path as /graphql (docs/live.md): the socket is signed in by the
 * session cookie of its upgrade; each event arrives after the api committed it, read as this viewer sees it.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** Users: one of their money requests (incoming or outgoing) that was just made or changed. */
  moneyRequestChanged: MoneyRequest;
  /** Users and agents: a movement of theirs that was just made or changed, as they see it. */
  myTransactionAdded: Transaction;
  /** Users and agents: the signed-in person's wallet (balance, spending and limits) after every change to it. */
  myWalletChanged: Wallet;
  /** Admins: the overview's figures (counts and volume, as adminStats, today's included) after movements, at most one a second. */
  platformActivity: AdminStats;
};

/** One money movement as the signed-in person sees it. */
export type Transaction = {
  __typename?: 'Transaction';
  /** Never includes the fee. */
  amount: Scalars['Money']['output'];
  /** What the agent earned on a cash in or cash out; 0 for everyone else. */
  commission: Scalars['Money']['output'];
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  direction: Direction;
  failureReason?: Maybe<Scalars['String']['output']>;
  fee: Scalars['Money']['output'];
  id: Scalars['ID']['output'];
  method?: Maybe<WithdrawMethod>;
  /** Null for a withdrawal (the money goes to a bank or card). */
  recipient?: Maybe<TransactionParty>;
  /** What came back to the reader's wallet when the movement was undone: amount and fee of a cancelled or failed withdrawal (at settledAt); 0 otherwise. */
  refunded: Scalars['Money']['output'];
  /** The reversals that moved this transaction back, oldest first; empty when none. */
  reversedBy: Array<Scalars['ID']['output']>;
  /** A reversal's original transaction; null for everything else. */
  reverses?: Maybe<Scalars['ID']['output']>;
  /** Null for a deposit (the money came from a bank or card). */
  sender?: Maybe<TransactionParty>;
  /** When a withdrawal was completed, failed or cancelled. */
  settledAt?: Maybe<Scalars['DateTime']['output']>;
  status: TransactionStatus;
  type: TransactionType;
  updatedAt: Scalars['DateTime']['output'];
  /** Admin views only: the person the row is read as (the initiator in admin lists), through the user loader. */
  user?: Maybe<User>;
};

export type TransactionFilter = {
  status?: InputMaybe<TransactionStatus>;
  type?: InputMaybe<TransactionType>;
};

export type TransactionPage = {
  __typename?: 'TransactionPage';
  items: Array<Transaction>;
  pagination: Pagination;
  summary: TransactionSummary;
};

/** The other side of a movement, by name only. */
export type TransactionParty = {
  __typename?: 'TransactionParty';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type TransactionStatus =
  | 'cancelled'
  | 'completed'
  | 'failed'
  | 'pending';

/** Figures over every matching transaction, not one page. */
export type TransactionSummary = {
  __typename?: 'TransactionSummary';
  cancelledCount: Scalars['Int']['output'];
  completedCount: Scalars['Int']['output'];
  failedCount: Scalars['Int']['output'];
  pendingCount: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  /** Completed credits. */
  totalIn: Scalars['Money']['output'];
  /** Completed debits with their fees. */
  totalOut: Scalars['Money']['output'];
};

/** The kind of a movement as the reader sees it: a send is SEND for the sender and RECEIVE for the receiver. */
export type TransactionType =
  | 'cash_in'
  | 'cash_out'
  | 'deposit'
  | 'receive'
  /** An admin-approved reversal moving back (part of) an earlier send, cash in or cash out (docs/reversals.md). */
  | 'reversal'
  | 'send'
  | 'withdraw';

export type TwoFactorEnabledPayload = {
  __typename?: 'TwoFactorEnabledPayload';
  message: Scalars['String']['output'];
  /** Ten single-use codes, shown once. */
  recoveryCodes: Array<Scalars['String']['output']>;
  settings: Settings;
};

/** An enrolment waiting for its first code: the base32 secret and the otpauth:// URI a QR code carries. */
export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  otpauthUrl: Scalars['String']['output'];
  secret: Scalars['String']['output'];
};

export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  enabled: Scalars['Boolean']['output'];
  enabledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Unused recovery codes; 0 when off. */
  recoveryCodesLeft: Scalars['Int']['output'];
};

export type UnfreezeWalletInput = {
  password: Scalars['String']['input'];
  /** Required when two-factor sign-in is on: a code of the app or a recovery code. */
  twoFactorCode?: InputMaybe<Scalars['String']['input']>;
};

/** An admin moves a dispute on; the note (at most 500 characters) is kept in its history and the audit log. */
export type UpdateDisputeInput = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  status: DisputeStatus;
};

export type UpdateProfileInput = {
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

/** A person with an account. Only the person themselves and admins can read it. */
export type User = {
  __typename?: 'User';
  /** Admin views only: an agent's standing; null for users and admins. */
  agentStatus?: Maybe<AgentStatus>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Relevant to agents: an admin has approved them and they may sign in. */
  isApproved: Scalars['Boolean']['output'];
  /** Admin views only: the person closed the account, for good: it never signs in or receives money again, and its wallet stays blocked. False elsewhere. */
  isClosed: Scalars['Boolean']['output'];
  isEmailVerified: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  role: Role;
  updatedAt: Scalars['DateTime']['output'];
  /** Admin views only: the person's wallet; null for an account without one. */
  wallet?: Maybe<Wallet>;
};

/** Enough to recognise a receiver: the name, a masked e-mail and a masked phone. */
export type UserMatch = {
  __typename?: 'UserMatch';
  id: Scalars['ID']['output'];
  maskedEmail: Scalars['String']['output'];
  maskedPhone: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type UserPage = {
  __typename?: 'UserPage';
  items: Array<User>;
  pagination: Pagination;
  summary: UserSummary;
};

export type UserPayload = {
  __typename?: 'UserPayload';
  message: Scalars['String']['output'];
  user: User;
};

/** Figures over every account that matches the role filter, not one page. */
export type UserSummary = {
  __typename?: 'UserSummary';
  /** Agents by standing. */
  approved: Scalars['Int']['output'];
  /** Accounts whose wallet is blocked. */
  blocked: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  suspended: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  verified: Scalars['Int']['output'];
};

export type Wallet = {
  __typename?: 'Wallet';
  balance: Scalars['Money']['output'];
  /** The owner's own controls (freeze, personal limits); on myWallet and the controls mutations only, else null. */
  controls?: Maybe<WalletControls>;
  createdAt: Scalars['DateTime']['output'];
  /** Spent today (calendar day of TZ_LIMITS) on sends, withdrawals and cash outs. */
  dailySpentAmount: Scalars['Money']['output'];
  dailyTransactionCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isBlocked: Scalars['Boolean']['output'];
  lastDailyReset: Scalars['DateTime']['output'];
  lastMonthlyReset: Scalars['DateTime']['output'];
  limits: WalletLimits;
  monthlySpentAmount: Scalars['Money']['output'];
  monthlyTransactionCount: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Admin views only: the owner, resolved through the per-request user loader. */
  user?: Maybe<User>;
  userId: Scalars['ID']['output'];
};

/** The owner's own controls on their wallet (docs/freeze-and-limits.md). */
export type WalletControls = {
  __typename?: 'WalletControls';
  frozenAt?: Maybe<Scalars['DateTime']['output']>;
  /** Frozen by its owner: no money leaves, money sent to it still arrives. Distinct from isBlocked (an admin's block). */
  isFrozen: Scalars['Boolean']['output'];
  /** A raised or cleared daily limit waiting for its 24 hours: the value (null: back to the platform's) applies at pendingDailyAt. */
  pendingDailyAmount?: Maybe<Scalars['Money']['output']>;
  pendingDailyAt?: Maybe<Scalars['DateTime']['output']>;
  pendingMonthlyAmount?: Maybe<Scalars['Money']['output']>;
  pendingMonthlyAt?: Maybe<Scalars['DateTime']['output']>;
  /** The owner's daily limit in force; null: the platform's. */
  personalDailyAmount?: Maybe<Scalars['Money']['output']>;
  personalMonthlyAmount?: Maybe<Scalars['Money']['output']>;
  platformDailyAmount: Scalars['Money']['output'];
  platformMonthlyAmount: Scalars['Money']['output'];
};

export type WalletControlsPayload = {
  __typename?: 'WalletControlsPayload';
  message: Scalars['String']['output'];
  /** The signed-in person's wallet after the change, with its controls. */
  wallet: Wallet;
};

/** The daily and monthly allowance on money leaving a wallet, and what remains of it now. */
export type WalletLimits = {
  __typename?: 'WalletLimits';
  dailyAmount: Scalars['Money']['output'];
  dailyCount: Scalars['Int']['output'];
  dailyRemainingAmount: Scalars['Money']['output'];
  dailyRemainingCount: Scalars['Int']['output'];
  monthlyAmount: Scalars['Money']['output'];
  monthlyCount: Scalars['Int']['output'];
  monthlyRemainingAmount: Scalars['Money']['output'];
  monthlyRemainingCount: Scalars['Int']['output'];
};

export type WalletListInput = {
  /** 1..1000; default 10. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** From 1; default 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Owner's name or e-mail, or the wallet id; case-insensitive substring; at most 100 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Default CREATED_AT. */
  sortBy?: InputMaybe<WalletSortField>;
  /** Default DESC. */
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<WalletStatusFilter>;
};

export type WalletPage = {
  __typename?: 'WalletPage';
  items: Array<Wallet>;
  pagination: Pagination;
  summary: WalletSummary;
};

export type WalletPayload = {
  __typename?: 'WalletPayload';
  message: Scalars['String']['output'];
  wallet: Wallet;
};

export type WalletSortField =
  | 'balance'
  | 'createdAt'
  | 'name';

export type WalletStatusFilter =
  | 'active'
  | 'all'
  | 'blocked';

/** Figures over every wallet that matches, not one page. */
export type WalletSummary = {
  __typename?: 'WalletSummary';
  activeWallets: Scalars['Int']['output'];
  averageBalance: Scalars['Money']['output'];
  blockedWallets: Scalars['Int']['output'];
  totalBalance: Scalars['Money']['output'];
  totalWallets: Scalars['Int']['output'];
};

export type WithdrawInput = {
  amount: Scalars['Money']['input'];
  idempotencyKey: Scalars['String']['input'];
  method: WithdrawMethod;
};

export type WithdrawMethod =
  | 'bank'
  | 'card';

/** How this installation handles withdrawals, from the api's configuration. */
export type WithdrawalPolicy = {
  __typename?: 'WithdrawalPolicy';
  /** A stable key so the cache keeps one copy. */
  id: Scalars['ID']['output'];
  /** Seconds a new withdrawal stays pending, and can be cancelled, before it is paid out (the api's PAYOUT_DELAY_S). */
  payoutDelaySeconds: Scalars['Int']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddMoneyInput: AddMoneyInput;
  AdminStats: ResolverTypeWrapper<RestAdminStats>;
  AdminTransactionFilter: AdminTransactionFilter;
  AdminTransactionPage: ResolverTypeWrapper<RestAdminTransactionPage>;
  AdminTransactionSummary: ResolverTypeWrapper<RestAdminTransactionSummary>;
  AgentDecisionInput: AgentDecisionInput;
  AgentStats: ResolverTypeWrapper<RestAgentStats>;
  AgentStatus: ResolverTypeWrapper<AgentStatus>;
  AuditAction: ResolverTypeWrapper<AuditAction>;
  AuditEntry: ResolverTypeWrapper<RestAuditEntry>;
  AuditPage: ResolverTypeWrapper<RestAuditPage>;
  BlockedRequester: ResolverTypeWrapper<RestBlockedRequester>;
  BlockedRequestersPayload: ResolverTypeWrapper<RestBlockedRequestersResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CashInInput: CashInInput;
  CashOutCode: ResolverTypeWrapper<RestCashOutCode>;
  CashOutInput: CashOutInput;
  ChangePasswordInput: ChangePasswordInput;
  ContactInput: ContactInput;
  ContactMessage: ResolverTypeWrapper<RestContactMessage>;
  CountTrend: ResolverTypeWrapper<RestTrend>;
  CounterAgent: ResolverTypeWrapper<RestCounterAgent>;
  CreateCashOutCodeInput: CreateCashOutCodeInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayActivity: ResolverTypeWrapper<RestDayActivity>;
  Direction: ResolverTypeWrapper<Direction>;
  DisableTwoFactorInput: DisableTwoFactorInput;
  Dispute: ResolverTypeWrapper<RestDispute>;
  DisputeAuthorRole: ResolverTypeWrapper<DisputeAuthorRole>;
  DisputeNote: ResolverTypeWrapper<RestDisputeNote>;
  DisputePage: ResolverTypeWrapper<RestDisputePage>;
  DisputePayload: ResolverTypeWrapper<RestDisputeResult>;
  DisputeReason: ResolverTypeWrapper<DisputeReason>;
  DisputeStatus: ResolverTypeWrapper<DisputeStatus>;
  FlowTotal: ResolverTypeWrapper<RestFlowTotal>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LedgerAccount: ResolverTypeWrapper<RestLedgerAccount>;
  LedgerAccountKind: ResolverTypeWrapper<LedgerAccountKind>;
  LedgerBreach: ResolverTypeWrapper<LedgerBreach>;
  LedgerCheck: ResolverTypeWrapper<RestLedgerCheck>;
  LedgerCheckPage: ResolverTypeWrapper<RestLedgerCheckPage>;
  LedgerCheckPayload: ResolverTypeWrapper<RestLedgerCheckPayload>;
  LedgerDay: ResolverTypeWrapper<RestLedgerDay>;
  LedgerSummary: ResolverTypeWrapper<RestLedgerSummary>;
  LoginInput: LoginInput;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  MoneyPayload: ResolverTypeWrapper<RestMoneyResult>;
  MoneyRequest: ResolverTypeWrapper<RestMoneyRequest>;
  MoneyRequestDirection: ResolverTypeWrapper<MoneyRequestDirection>;
  MoneyRequestPage: ResolverTypeWrapper<RestMoneyRequestPage>;
  MoneyRequestPayload: ResolverTypeWrapper<RestMoneyRequestResult>;
  MoneyRequestStatus: ResolverTypeWrapper<MoneyRequestStatus>;
  MoneyTrend: ResolverTypeWrapper<RestTrend>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotificationPreferences: ResolverTypeWrapper<NotificationPreferences>;
  NotificationPreferencesInput: NotificationPreferencesInput;
  Pagination: ResolverTypeWrapper<RestPagination>;
  PayMoneyRequestInput: PayMoneyRequestInput;
  PayMoneyRequestPayload: ResolverTypeWrapper<RestPayMoneyRequestResult>;
  PendingPayout: ResolverTypeWrapper<RestPendingPayout>;
  PendingPayouts: ResolverTypeWrapper<RestPendingPayouts>;
  PersonalLimitsInput: PersonalLimitsInput;
  ProposeReversalInput: ProposeReversalInput;
  PublicStats: ResolverTypeWrapper<RestPublicStats>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  RegisterRole: ResolverTypeWrapper<RegisterRole>;
  ReportProblemInput: ReportProblemInput;
  RequestMoneyInput: RequestMoneyInput;
  ResetPasswordInput: ResetPasswordInput;
  Reversal: ResolverTypeWrapper<RestReversal>;
  ReversalDecisionInput: ReversalDecisionInput;
  ReversalPage: ResolverTypeWrapper<RestReversalPage>;
  ReversalPayload: ResolverTypeWrapper<RestReversalResult>;
  ReversalStatus: ResolverTypeWrapper<ReversalStatus>;
  Role: ResolverTypeWrapper<Role>;
  SendMoneyInput: SendMoneyInput;
  ServiceState: ServiceState;
  ServiceStatus: ResolverTypeWrapper<RestServiceStatus>;
  SetWalletBlockedInput: SetWalletBlockedInput;
  Settings: ResolverTypeWrapper<Settings>;
  SettingsPayload: ResolverTypeWrapper<SettingsPayload>;
  SortOrder: ResolverTypeWrapper<SortOrder>;
  StatsPeriod: ResolverTypeWrapper<StatsPeriod>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitContactPayload: ResolverTypeWrapper<RestSubmitContactResult>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Transaction: ResolverTypeWrapper<RestTransaction>;
  TransactionFilter: TransactionFilter;
  TransactionPage: ResolverTypeWrapper<RestTransactionPage>;
  TransactionParty: ResolverTypeWrapper<RestTransactionParty>;
  TransactionStatus: ResolverTypeWrapper<TransactionStatus>;
  TransactionSummary: ResolverTypeWrapper<RestTransactionSummary>;
  TransactionType: ResolverTypeWrapper<TransactionType>;
  TwoFactorEnabledPayload: ResolverTypeWrapper<TwoFactorEnabledPayload>;
  TwoFactorSetup: ResolverTypeWrapper<TwoFactorSetup>;
  TwoFactorStatus: ResolverTypeWrapper<TwoFactorStatus>;
  UnfreezeWalletInput: UnfreezeWalletInput;
  UpdateDisputeInput: UpdateDisputeInput;
  UpdateProfileInput: UpdateProfileInput;
  User: ResolverTypeWrapper<RestUser>;
  UserMatch: ResolverTypeWrapper<RestUserMatch>;
  UserPage: ResolverTypeWrapper<RestUserPage>;
  UserPayload: ResolverTypeWrapper<RestUserResult>;
  UserSummary: ResolverTypeWrapper<RestUserSummary>;
  Wallet: ResolverTypeWrapper<RestWallet>;
  WalletControls: ResolverTypeWrapper<RestWalletControls>;
  WalletControlsPayload: ResolverTypeWrapper<RestWalletControlsResult>;
  WalletLimits: ResolverTypeWrapper<RestWalletLimits>;
  WalletListInput: WalletListInput;
  WalletPage: ResolverTypeWrapper<RestWalletPage>;
  WalletPayload: ResolverTypeWrapper<RestWalletPayload>;
  WalletSortField: ResolverTypeWrapper<WalletSortField>;
  WalletStatusFilter: ResolverTypeWrapper<WalletStatusFilter>;
  WalletSummary: ResolverTypeWrapper<RestWalletSummary>;
  WithdrawInput: WithdrawInput;
  WithdrawMethod: ResolverTypeWrapper<WithdrawMethod>;
  WithdrawalPolicy: ResolverTypeWrapper<RestWithdrawalPolicy>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddMoneyInput: AddMoneyInput;
  AdminStats: RestAdminStats;
  AdminTransactionFilter: AdminTransactionFilter;
  AdminTransactionPage: RestAdminTransactionPage;
  AdminTransactionSummary: RestAdminTransactionSummary;
  AgentDecisionInput: AgentDecisionInput;
  AgentStats: RestAgentStats;
  AuditEntry: RestAuditEntry;
  AuditPage: RestAuditPage;
  BlockedRequester: RestBlockedRequester;
  BlockedRequestersPayload: RestBlockedRequestersResult;
  Boolean: Scalars['Boolean']['output'];
  CashInInput: CashInInput;
  CashOutCode: RestCashOutCode;
  CashOutInput: CashOutInput;
  ChangePasswordInput: ChangePasswordInput;
  ContactInput: ContactInput;
  ContactMessage: RestContactMessage;
  CountTrend: RestTrend;
  CounterAgent: RestCounterAgent;
  CreateCashOutCodeInput: CreateCashOutCodeInput;
  DateTime: Scalars['DateTime']['output'];
  DayActivity: RestDayActivity;
  DisableTwoFactorInput: DisableTwoFactorInput;
  Dispute: RestDispute;
  DisputeNote: RestDisputeNote;
  DisputePage: RestDisputePage;
  DisputePayload: RestDisputeResult;
  FlowTotal: RestFlowTotal;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LedgerAccount: RestLedgerAccount;
  LedgerBreach: LedgerBreach;
  LedgerCheck: RestLedgerCheck;
  LedgerCheckPage: RestLedgerCheckPage;
  LedgerCheckPayload: RestLedgerCheckPayload;
  LedgerDay: RestLedgerDay;
  LedgerSummary: RestLedgerSummary;
  LoginInput: LoginInput;
  MessagePayload: MessagePayload;
  Money: Scalars['Money']['output'];
  MoneyPayload: RestMoneyResult;
  MoneyRequest: RestMoneyRequest;
  MoneyRequestPage: RestMoneyRequestPage;
  MoneyRequestPayload: RestMoneyRequestResult;
  MoneyTrend: RestTrend;
  Mutation: Record<PropertyKey, never>;
  NotificationPreferences: NotificationPreferences;
  NotificationPreferencesInput: NotificationPreferencesInput;
  Pagination: RestPagination;
  PayMoneyRequestInput: PayMoneyRequestInput;
  PayMoneyRequestPayload: RestPayMoneyRequestResult;
  PendingPayout: RestPendingPayout;
  PendingPayouts: RestPendingPayouts;
  PersonalLimitsInput: PersonalLimitsInput;
  ProposeReversalInput: ProposeReversalInput;
  PublicStats: RestPublicStats;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  ReportProblemInput: ReportProblemInput;
  RequestMoneyInput: RequestMoneyInput;
  ResetPasswordInput: ResetPasswordInput;
  Reversal: RestReversal;
  ReversalDecisionInput: ReversalDecisionInput;
  ReversalPage: RestReversalPage;
  ReversalPayload: RestReversalResult;
  SendMoneyInput: SendMoneyInput;
  ServiceStatus: RestServiceStatus;
  SetWalletBlockedInput: SetWalletBlockedInput;
  Settings: Settings;
  SettingsPayload: SettingsPayload;
  String: Scalars['String']['output'];
  SubmitContactPayload: RestSubmitContactResult;
  Subscription: Record<PropertyKey, never>;
  Transaction: RestTransaction;
  TransactionFilter: TransactionFilter;
  TransactionPage: RestTransactionPage;
  TransactionParty: RestTransactionParty;
  TransactionSummary: RestTransactionSummary;
  TwoFactorEnabledPayload: TwoFactorEnabledPayload;
  TwoFactorSetup: TwoFactorSetup;
  TwoFactorStatus: TwoFactorStatus;
  UnfreezeWalletInput: UnfreezeWalletInput;
  UpdateDisputeInput: UpdateDisputeInput;
  UpdateProfileInput: UpdateProfileInput;
  User: RestUser;
  UserMatch: RestUserMatch;
  UserPage: RestUserPage;
  UserPayload: RestUserResult;
  UserSummary: RestUserSummary;
  Wallet: RestWallet;
  WalletControls: RestWalletControls;
  WalletControlsPayload: RestWalletControlsResult;
  WalletLimits: RestWalletLimits;
  WalletListInput: WalletListInput;
  WalletPage: RestWalletPage;
  WalletPayload: RestWalletPayload;
  WalletSummary: RestWalletSummary;
  WithdrawInput: WithdrawInput;
  WithdrawalPolicy: RestWithdrawalPolicy;
};

export type AdminStatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminStats'] = ResolversParentTypes['AdminStats']> = {
  activeUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completionRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recentTransactionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recentTransactions?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
  recentVolume?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['DayActivity'], ParentType, ContextType>;
  totalAgents?: Resolver<ResolversTypes['CountTrend'], ParentType, ContextType>;
  totalUsers?: Resolver<ResolversTypes['CountTrend'], ParentType, ContextType>;
  totalVolume?: Resolver<ResolversTypes['MoneyTrend'], ParentType, ContextType>;
  transactionCount?: Resolver<ResolversTypes['CountTrend'], ParentType, ContextType>;
};

export type AdminTransactionPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminTransactionPage'] = ResolversParentTypes['AdminTransactionPage']> = {
  items?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['AdminTransactionSummary'], ParentType, ContextType>;
};

export type AdminTransactionSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminTransactionSummary'] = ResolversParentTypes['AdminTransactionSummary']> = {
  cancelledCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completedAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  completedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AgentStatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AgentStats'] = ResolversParentTypes['AgentStats']> = {
  averageTransaction?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cashIn?: Resolver<ResolversTypes['FlowTotal'], ParentType, ContextType>;
  cashOut?: Resolver<ResolversTypes['FlowTotal'], ParentType, ContextType>;
  commissionEarned?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memberSince?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['StatsPeriod'], ParentType, ContextType>;
  send?: Resolver<ResolversTypes['FlowTotal'], ParentType, ContextType>;
  successRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTransactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalVolume?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  walletBalance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type AgentStatusResolvers = { APPROVED: 'approved', PENDING: 'pending', SUSPENDED: 'suspended' };

export type AuditActionResolvers = { ACCOUNT_CLOSE: 'account.close', AGENT_APPROVE: 'agent.approve', AGENT_SUSPEND: 'agent.suspend', DISPUTE_INVESTIGATE: 'dispute.investigate', DISPUTE_REJECT: 'dispute.reject', DISPUTE_RESOLVE: 'dispute.resolve', LEDGER_CHECK: 'ledger.check', REVERSAL_APPROVE: 'reversal.approve', REVERSAL_PROPOSE: 'reversal.propose', REVERSAL_REJECT: 'reversal.reject', TWO_FACTOR_DISABLE: 'two_factor.disable', TWO_FACTOR_ENABLE: 'two_factor.enable', WALLET_BLOCK: 'wallet.block', WALLET_FREEZE: 'wallet.freeze', WALLET_PERSONAL_LIMITS: 'wallet.personal_limits', WALLET_UNBLOCK: 'wallet.unblock', WALLET_UNFREEZE: 'wallet.unfreeze' };

export type AuditEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['AuditAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  targetWalletId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AuditPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
};

export type BlockedRequesterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlockedRequester'] = ResolversParentTypes['BlockedRequester']> = {
  blockedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlockedRequestersPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlockedRequestersPayload'] = ResolversParentTypes['BlockedRequestersPayload']> = {
  blocked?: Resolver<Array<ResolversTypes['BlockedRequester']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CashOutCodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CashOutCode'] = ResolversParentTypes['CashOutCode']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ContactMessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CountTrendResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CountTrend'] = ResolversParentTypes['CountTrend']> = {
  changePercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CounterAgentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CounterAgent'] = ResolversParentTypes['CounterAgent']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DayActivityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DayActivity'] = ResolversParentTypes['DayActivity']> = {
  transactionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type DirectionResolvers = { CREDIT: 'credit', DEBIT: 'debit' };

export type DisputeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Dispute'] = ResolversParentTypes['Dispute']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['DisputeNote']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['DisputeReason'], ParentType, ContextType>;
  reporter?: Resolver<ResolversTypes['TransactionParty'], ParentType, ContextType>;
  reversals?: Resolver<Array<ResolversTypes['Reversal']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DisputeStatus'], ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['Transaction']>, ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type DisputeAuthorRoleResolvers = { ADMIN: 'admin', REPORTER: 'reporter' };

export type DisputeNoteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DisputeNote'] = ResolversParentTypes['DisputeNote']> = {
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authorRole?: Resolver<ResolversTypes['DisputeAuthorRole'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DisputeStatus'], ParentType, ContextType>;
};

export type DisputePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DisputePage'] = ResolversParentTypes['DisputePage']> = {
  items?: Resolver<Array<ResolversTypes['Dispute']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
};

export type DisputePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DisputePayload'] = ResolversParentTypes['DisputePayload']> = {
  dispute?: Resolver<ResolversTypes['Dispute'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisputeReasonResolvers = { NOT_RECEIVED: 'not_received', OTHER: 'other', UNAUTHORIZED: 'unauthorized', WRONG_RECIPIENT: 'wrong_recipient' };

export type DisputeStatusResolvers = { INVESTIGATING: 'investigating', OPEN: 'open', REJECTED: 'rejected', RESOLVED: 'resolved' };

export type FlowTotalResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FlowTotal'] = ResolversParentTypes['FlowTotal']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LedgerAccountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LedgerAccount'] = ResolversParentTypes['LedgerAccount']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LedgerAccountKind'], ParentType, ContextType>;
};

export type LedgerAccountKindResolvers = { COMMISSIONS: 'commissions', FEES: 'fees', FUNDING: 'funding', PAYOUTS: 'payouts', PAYOUTS_PENDING: 'payouts_pending' };

export type LedgerBreachResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LedgerBreach'] = ResolversParentTypes['LedgerBreach']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  journalIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type LedgerCheckResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LedgerCheck'] = ResolversParentTypes['LedgerCheck']> = {
  breaches?: Resolver<Array<ResolversTypes['LedgerBreach']>, ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type LedgerCheckPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LedgerCheckPage'] = ResolversParentTypes['LedgerCheckPage']> = {
  items?: Resolver<Array<ResolversTypes['LedgerCheck']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
};

export type LedgerCheckPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LedgerCheckPayload'] = ResolversParentTypes['LedgerCheckPayload']> = {
  check?: Resolver<ResolversTypes['LedgerCheck'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['LedgerSummary'], ParentType, ContextType>;
};

export type LedgerDayResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LedgerDay'] = ResolversParentTypes['LedgerDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moneyIn?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  moneyOut?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type LedgerSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LedgerSummary'] = ResolversParentTypes['LedgerSummary']> = {
  accounts?: Resolver<Array<ResolversTypes['LedgerAccount']>, ParentType, ContextType>;
  checkIntervalMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['LedgerDay']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastCheck?: Resolver<Maybe<ResolversTypes['LedgerCheck']>, ParentType, ContextType>;
  pendingPayouts?: Resolver<ResolversTypes['PendingPayouts'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  walletsTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type MessagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MoneyPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MoneyPayload'] = ResolversParentTypes['MoneyPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transaction?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType>;
  wallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType>;
};

export type MoneyRequestResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MoneyRequest'] = ResolversParentTypes['MoneyRequest']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['MoneyRequestDirection'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payer?: Resolver<ResolversTypes['TransactionParty'], ParentType, ContextType>;
  requester?: Resolver<ResolversTypes['TransactionParty'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MoneyRequestStatus'], ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MoneyRequestDirectionResolvers = { INCOMING: 'incoming', OUTGOING: 'outgoing' };

export type MoneyRequestPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MoneyRequestPage'] = ResolversParentTypes['MoneyRequestPage']> = {
  items?: Resolver<Array<ResolversTypes['MoneyRequest']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
};

export type MoneyRequestPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MoneyRequestPayload'] = ResolversParentTypes['MoneyRequestPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moneyRequest?: Resolver<ResolversTypes['MoneyRequest'], ParentType, ContextType>;
};

export type MoneyRequestStatusResolvers = { CANCELLED: 'cancelled', DECLINED: 'declined', EXPIRED: 'expired', PAID: 'paid', PENDING: 'pending' };

export type MoneyTrendResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MoneyTrend'] = ResolversParentTypes['MoneyTrend']> = {
  changePercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastMonth?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  thisMonth?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addMoney?: Resolver<ResolversTypes['MoneyPayload'], ParentType, ContextType, RequireFields<MutationAddMoneyArgs, 'input'>>;
  approveAgent?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationApproveAgentArgs, 'input'>>;
  approveReversal?: Resolver<ResolversTypes['ReversalPayload'], ParentType, ContextType, RequireFields<MutationApproveReversalArgs, 'input'>>;
  blockRequester?: Resolver<ResolversTypes['BlockedRequestersPayload'], ParentType, ContextType, RequireFields<MutationBlockRequesterArgs, 'userId'>>;
  cancelMoneyRequest?: Resolver<ResolversTypes['MoneyRequestPayload'], ParentType, ContextType, RequireFields<MutationCancelMoneyRequestArgs, 'id'>>;
  cancelWithdrawal?: Resolver<ResolversTypes['MoneyPayload'], ParentType, ContextType, RequireFields<MutationCancelWithdrawalArgs, 'id'>>;
  cashIn?: Resolver<ResolversTypes['MoneyPayload'], ParentType, ContextType, RequireFields<MutationCashInArgs, 'input'>>;
  cashOut?: Resolver<ResolversTypes['MoneyPayload'], ParentType, ContextType, RequireFields<MutationCashOutArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  closeAccount?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationCloseAccountArgs, 'password'>>;
  createCashOutCode?: Resolver<ResolversTypes['CashOutCode'], ParentType, ContextType, RequireFields<MutationCreateCashOutCodeArgs, 'input'>>;
  declineMoneyRequest?: Resolver<ResolversTypes['MoneyRequestPayload'], ParentType, ContextType, RequireFields<MutationDeclineMoneyRequestArgs, 'id'>>;
  disableTwoFactor?: Resolver<ResolversTypes['SettingsPayload'], ParentType, ContextType, RequireFields<MutationDisableTwoFactorArgs, 'input'>>;
  enableTwoFactor?: Resolver<ResolversTypes['TwoFactorEnabledPayload'], ParentType, ContextType, RequireFields<MutationEnableTwoFactorArgs, 'code'>>;
  forgotPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  freezeMyWallet?: Resolver<ResolversTypes['WalletControlsPayload'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  payMoneyRequest?: Resolver<ResolversTypes['PayMoneyRequestPayload'], ParentType, ContextType, RequireFields<MutationPayMoneyRequestArgs, 'input'>>;
  proposeReversal?: Resolver<ResolversTypes['ReversalPayload'], ParentType, ContextType, RequireFields<MutationProposeReversalArgs, 'input'>>;
  register?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  rejectReversal?: Resolver<ResolversTypes['ReversalPayload'], ParentType, ContextType, RequireFields<MutationRejectReversalArgs, 'input'>>;
  reportProblem?: Resolver<ResolversTypes['DisputePayload'], ParentType, ContextType, RequireFields<MutationReportProblemArgs, 'input'>>;
  requestMoney?: Resolver<ResolversTypes['MoneyRequestPayload'], ParentType, ContextType, RequireFields<MutationRequestMoneyArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  runLedgerCheck?: Resolver<ResolversTypes['LedgerCheckPayload'], ParentType, ContextType>;
  sendMoney?: Resolver<ResolversTypes['MoneyPayload'], ParentType, ContextType, RequireFields<MutationSendMoneyArgs, 'input'>>;
  sendVerificationCode?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationSendVerificationCodeArgs, 'email'>>;
  setPersonalLimits?: Resolver<ResolversTypes['WalletControlsPayload'], ParentType, ContextType, RequireFields<MutationSetPersonalLimitsArgs, 'input'>>;
  setWalletBlocked?: Resolver<ResolversTypes['WalletPayload'], ParentType, ContextType, RequireFields<MutationSetWalletBlockedArgs, 'input'>>;
  startTwoFactorSetup?: Resolver<ResolversTypes['TwoFactorSetup'], ParentType, ContextType>;
  submitContact?: Resolver<ResolversTypes['SubmitContactPayload'], ParentType, ContextType, RequireFields<MutationSubmitContactArgs, 'input'>>;
  suspendAgent?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationSuspendAgentArgs, 'input'>>;
  unblockRequester?: Resolver<ResolversTypes['BlockedRequestersPayload'], ParentType, ContextType, RequireFields<MutationUnblockRequesterArgs, 'userId'>>;
  unfreezeMyWallet?: Resolver<ResolversTypes['WalletControlsPayload'], ParentType, ContextType, RequireFields<MutationUnfreezeMyWalletArgs, 'input'>>;
  updateDispute?: Resolver<ResolversTypes['DisputePayload'], ParentType, ContextType, RequireFields<MutationUpdateDisputeArgs, 'input'>>;
  updateNotificationPreferences?: Resolver<ResolversTypes['SettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateNotificationPreferencesArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'email' | 'otp'>>;
  withdraw?: Resolver<ResolversTypes['MoneyPayload'], ParentType, ContextType, RequireFields<MutationWithdrawArgs, 'input'>>;
};

export type NotificationPreferencesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationPreferences'] = ResolversParentTypes['NotificationPreferences']> = {
  marketing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  securityAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transactionAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PaginationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Pagination'] = ResolversParentTypes['Pagination']> = {
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayMoneyRequestPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PayMoneyRequestPayload'] = ResolversParentTypes['PayMoneyRequestPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moneyRequest?: Resolver<ResolversTypes['MoneyRequest'], ParentType, ContextType>;
  transaction?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType>;
  wallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType>;
};

export type PendingPayoutResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PendingPayout'] = ResolversParentTypes['PendingPayout']> = {
  ageSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['WithdrawMethod'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type PendingPayoutsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PendingPayouts'] = ResolversParentTypes['PendingPayouts']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oldest?: Resolver<Array<ResolversTypes['PendingPayout']>, ParentType, ContextType>;
};

export type PublicStatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublicStats'] = ResolversParentTypes['PublicStats']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalAgents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTransactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalVolume?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminStats?: Resolver<ResolversTypes['AdminStats'], ParentType, ContextType>;
  agentStats?: Resolver<ResolversTypes['AgentStats'], ParentType, ContextType, RequireFields<QueryAgentStatsArgs, 'period'>>;
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, Partial<QueryAuditLogArgs>>;
  blockedRequesters?: Resolver<Array<ResolversTypes['BlockedRequester']>, ParentType, ContextType>;
  counterAgent?: Resolver<ResolversTypes['CounterAgent'], ParentType, ContextType, RequireFields<QueryCounterAgentArgs, 'handle'>>;
  disputes?: Resolver<ResolversTypes['DisputePage'], ParentType, ContextType, Partial<QueryDisputesArgs>>;
  ledgerChecks?: Resolver<ResolversTypes['LedgerCheckPage'], ParentType, ContextType, Partial<QueryLedgerChecksArgs>>;
  ledgerSummary?: Resolver<ResolversTypes['LedgerSummary'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  moneyRequests?: Resolver<ResolversTypes['MoneyRequestPage'], ParentType, ContextType, RequireFields<QueryMoneyRequestsArgs, 'direction'>>;
  myDisputes?: Resolver<ResolversTypes['DisputePage'], ParentType, ContextType, Partial<QueryMyDisputesArgs>>;
  mySettings?: Resolver<ResolversTypes['Settings'], ParentType, ContextType>;
  myTransactions?: Resolver<ResolversTypes['TransactionPage'], ParentType, ContextType, Partial<QueryMyTransactionsArgs>>;
  myWallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType>;
  payee?: Resolver<ResolversTypes['UserMatch'], ParentType, ContextType, RequireFields<QueryPayeeArgs, 'handle'>>;
  publicStats?: Resolver<ResolversTypes['PublicStats'], ParentType, ContextType>;
  reversals?: Resolver<ResolversTypes['ReversalPage'], ParentType, ContextType, Partial<QueryReversalsArgs>>;
  searchUsers?: Resolver<Array<ResolversTypes['UserMatch']>, ParentType, ContextType, RequireFields<QuerySearchUsersArgs, 'search'>>;
  serviceStatus?: Resolver<ResolversTypes['ServiceStatus'], ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['Transaction']>, ParentType, ContextType, RequireFields<QueryTransactionArgs, 'id'>>;
  transactions?: Resolver<ResolversTypes['AdminTransactionPage'], ParentType, ContextType, Partial<QueryTransactionsArgs>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  wallets?: Resolver<ResolversTypes['WalletPage'], ParentType, ContextType, Partial<QueryWalletsArgs>>;
  withdrawalPolicy?: Resolver<ResolversTypes['WithdrawalPolicy'], ParentType, ContextType>;
};

export type RegisterRoleResolvers = { AGENT: 'agent', USER: 'user' };

export type ReversalResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Reversal'] = ResolversParentTypes['Reversal']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  commission?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['TransactionParty']>, ParentType, ContextType>;
  decisionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  proposedBy?: Resolver<ResolversTypes['TransactionParty'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['TransactionParty']>, ParentType, ContextType>;
  reversalTransactionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sender?: Resolver<Maybe<ResolversTypes['TransactionParty']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReversalStatus'], ParentType, ContextType>;
  transactionAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transactionType?: Resolver<ResolversTypes['TransactionType'], ParentType, ContextType>;
};

export type ReversalPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReversalPage'] = ResolversParentTypes['ReversalPage']> = {
  items?: Resolver<Array<ResolversTypes['Reversal']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
};

export type ReversalPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReversalPayload'] = ResolversParentTypes['ReversalPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reversal?: Resolver<ResolversTypes['Reversal'], ParentType, ContextType>;
};

export type ReversalStatusResolvers = { APPROVED: 'approved', PROPOSED: 'proposed', REJECTED: 'rejected' };

export type RoleResolvers = { ADMIN: 'admin', AGENT: 'agent', USER: 'user' };

export type ServiceStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ServiceStatus'] = ResolversParentTypes['ServiceStatus']> = {
  api?: Resolver<ResolversTypes['ServiceState'], ParentType, ContextType>;
  checkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  database?: Resolver<ResolversTypes['ServiceState'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Settings'] = ResolversParentTypes['Settings']> = {
  notifications?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType>;
  twoFactor?: Resolver<ResolversTypes['TwoFactorStatus'], ParentType, ContextType>;
};

export type SettingsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SettingsPayload'] = ResolversParentTypes['SettingsPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['Settings'], ParentType, ContextType>;
};

export type SortOrderResolvers = { ASC: 'asc', DESC: 'desc' };

export type StatsPeriodResolvers = { MONTH: 'month', TODAY: 'today', WEEK: 'week' };

export type SubmitContactPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubmitContactPayload'] = ResolversParentTypes['SubmitContactPayload']> = {
  contact?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  moneyRequestChanged?: SubscriptionResolver<ResolversTypes['MoneyRequest'], "moneyRequestChanged", ParentType, ContextType>;
  myTransactionAdded?: SubscriptionResolver<ResolversTypes['Transaction'], "myTransactionAdded", ParentType, ContextType>;
  myWalletChanged?: SubscriptionResolver<ResolversTypes['Wallet'], "myWalletChanged", ParentType, ContextType>;
  platformActivity?: SubscriptionResolver<ResolversTypes['AdminStats'], "platformActivity", ParentType, ContextType>;
};

export type TransactionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  commission?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['Direction'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['WithdrawMethod']>, ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['TransactionParty']>, ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  reversedBy?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  reverses?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sender?: Resolver<Maybe<ResolversTypes['TransactionParty']>, ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TransactionStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TransactionType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type TransactionPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransactionPage'] = ResolversParentTypes['TransactionPage']> = {
  items?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['TransactionSummary'], ParentType, ContextType>;
};

export type TransactionPartyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransactionParty'] = ResolversParentTypes['TransactionParty']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransactionStatusResolvers = { CANCELLED: 'cancelled', COMPLETED: 'completed', FAILED: 'failed', PENDING: 'pending' };

export type TransactionSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransactionSummary'] = ResolversParentTypes['TransactionSummary']> = {
  cancelledCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalIn?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalOut?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type TransactionTypeResolvers = { CASH_IN: 'cash_in', CASH_OUT: 'cash_out', DEPOSIT: 'deposit', RECEIVE: 'receive', REVERSAL: 'reversal', SEND: 'send', WITHDRAW: 'withdraw' };

export type TwoFactorEnabledPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TwoFactorEnabledPayload'] = ResolversParentTypes['TwoFactorEnabledPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['Settings'], ParentType, ContextType>;
};

export type TwoFactorSetupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TwoFactorSetup'] = ResolversParentTypes['TwoFactorSetup']> = {
  otpauthUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TwoFactorStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TwoFactorStatus'] = ResolversParentTypes['TwoFactorStatus']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  agentStatus?: Resolver<Maybe<ResolversTypes['AgentStatus']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isClosed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEmailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['Wallet']>, ParentType, ContextType>;
};

export type UserMatchResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserMatch'] = ResolversParentTypes['UserMatch']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maskedEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['UserSummary'], ParentType, ContextType>;
};

export type UserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserPayload'] = ResolversParentTypes['UserPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UserSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserSummary'] = ResolversParentTypes['UserSummary']> = {
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  blocked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suspended?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WalletResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Wallet'] = ResolversParentTypes['Wallet']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  controls?: Resolver<Maybe<ResolversTypes['WalletControls']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dailySpentAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  dailyTransactionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastDailyReset?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastMonthlyReset?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['WalletLimits'], ParentType, ContextType>;
  monthlySpentAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  monthlyTransactionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WalletControlsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WalletControls'] = ResolversParentTypes['WalletControls']> = {
  frozenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  isFrozen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pendingDailyAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  pendingDailyAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pendingMonthlyAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  pendingMonthlyAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  personalDailyAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  personalMonthlyAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  platformDailyAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  platformMonthlyAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type WalletControlsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WalletControlsPayload'] = ResolversParentTypes['WalletControlsPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType>;
};

export type WalletLimitsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WalletLimits'] = ResolversParentTypes['WalletLimits']> = {
  dailyAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  dailyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyRemainingAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  dailyRemainingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  monthlyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyRemainingAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  monthlyRemainingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WalletPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WalletPage'] = ResolversParentTypes['WalletPage']> = {
  items?: Resolver<Array<ResolversTypes['Wallet']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['WalletSummary'], ParentType, ContextType>;
};

export type WalletPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WalletPayload'] = ResolversParentTypes['WalletPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType>;
};

export type WalletSortFieldResolvers = { BALANCE: 'balance', CREATED_AT: 'createdAt', NAME: 'name' };

export type WalletStatusFilterResolvers = { ACTIVE: 'active', ALL: 'all', BLOCKED: 'blocked' };

export type WalletSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WalletSummary'] = ResolversParentTypes['WalletSummary']> = {
  activeWallets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageBalance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  blockedWallets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalBalance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalWallets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WithdrawMethodResolvers = { BANK: 'bank', CARD: 'card' };

export type WithdrawalPolicyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WithdrawalPolicy'] = ResolversParentTypes['WithdrawalPolicy']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payoutDelaySeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AdminStats?: AdminStatsResolvers<ContextType>;
  AdminTransactionPage?: AdminTransactionPageResolvers<ContextType>;
  AdminTransactionSummary?: AdminTransactionSummaryResolvers<ContextType>;
  AgentStats?: AgentStatsResolvers<ContextType>;
  AgentStatus?: AgentStatusResolvers;
  AuditAction?: AuditActionResolvers;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  BlockedRequester?: BlockedRequesterResolvers<ContextType>;
  BlockedRequestersPayload?: BlockedRequestersPayloadResolvers<ContextType>;
  CashOutCode?: CashOutCodeResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  CountTrend?: CountTrendResolvers<ContextType>;
  CounterAgent?: CounterAgentResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DayActivity?: DayActivityResolvers<ContextType>;
  Direction?: DirectionResolvers;
  Dispute?: DisputeResolvers<ContextType>;
  DisputeAuthorRole?: DisputeAuthorRoleResolvers;
  DisputeNote?: DisputeNoteResolvers<ContextType>;
  DisputePage?: DisputePageResolvers<ContextType>;
  DisputePayload?: DisputePayloadResolvers<ContextType>;
  DisputeReason?: DisputeReasonResolvers;
  DisputeStatus?: DisputeStatusResolvers;
  FlowTotal?: FlowTotalResolvers<ContextType>;
  LedgerAccount?: LedgerAccountResolvers<ContextType>;
  LedgerAccountKind?: LedgerAccountKindResolvers;
  LedgerBreach?: LedgerBreachResolvers<ContextType>;
  LedgerCheck?: LedgerCheckResolvers<ContextType>;
  LedgerCheckPage?: LedgerCheckPageResolvers<ContextType>;
  LedgerCheckPayload?: LedgerCheckPayloadResolvers<ContextType>;
  LedgerDay?: LedgerDayResolvers<ContextType>;
  LedgerSummary?: LedgerSummaryResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Money?: GraphQLScalarType;
  MoneyPayload?: MoneyPayloadResolvers<ContextType>;
  MoneyRequest?: MoneyRequestResolvers<ContextType>;
  MoneyRequestDirection?: MoneyRequestDirectionResolvers;
  MoneyRequestPage?: MoneyRequestPageResolvers<ContextType>;
  MoneyRequestPayload?: MoneyRequestPayloadResolvers<ContextType>;
  MoneyRequestStatus?: MoneyRequestStatusResolvers;
  MoneyTrend?: MoneyTrendResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotificationPreferences?: NotificationPreferencesResolvers<ContextType>;
  Pagination?: PaginationResolvers<ContextType>;
  PayMoneyRequestPayload?: PayMoneyRequestPayloadResolvers<ContextType>;
  PendingPayout?: PendingPayoutResolvers<ContextType>;
  PendingPayouts?: PendingPayoutsResolvers<ContextType>;
  PublicStats?: PublicStatsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisterRole?: RegisterRoleResolvers;
  Reversal?: ReversalResolvers<ContextType>;
  ReversalPage?: ReversalPageResolvers<ContextType>;
  ReversalPayload?: ReversalPayloadResolvers<ContextType>;
  ReversalStatus?: ReversalStatusResolvers;
  Role?: RoleResolvers;
  ServiceStatus?: ServiceStatusResolvers<ContextType>;
  Settings?: SettingsResolvers<ContextType>;
  SettingsPayload?: SettingsPayloadResolvers<ContextType>;
  SortOrder?: SortOrderResolvers;
  StatsPeriod?: StatsPeriodResolvers;
  SubmitContactPayload?: SubmitContactPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Transaction?: TransactionResolvers<ContextType>;
  TransactionPage?: TransactionPageResolvers<ContextType>;
  TransactionParty?: TransactionPartyResolvers<ContextType>;
  TransactionStatus?: TransactionStatusResolvers;
  TransactionSummary?: TransactionSummaryResolvers<ContextType>;
  TransactionType?: TransactionTypeResolvers;
  TwoFactorEnabledPayload?: TwoFactorEnabledPayloadResolvers<ContextType>;
  TwoFactorSetup?: TwoFactorSetupResolvers<ContextType>;
  TwoFactorStatus?: TwoFactorStatusResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserMatch?: UserMatchResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserPayload?: UserPayloadResolvers<ContextType>;
  UserSummary?: UserSummaryResolvers<ContextType>;
  Wallet?: WalletResolvers<ContextType>;
  WalletControls?: WalletControlsResolvers<ContextType>;
  WalletControlsPayload?: WalletControlsPayloadResolvers<ContextType>;
  WalletLimits?: WalletLimitsResolvers<ContextType>;
  WalletPage?: WalletPageResolvers<ContextType>;
  WalletPayload?: WalletPayloadResolvers<ContextType>;
  WalletSortField?: WalletSortFieldResolvers;
  WalletStatusFilter?: WalletStatusFilterResolvers;
  WalletSummary?: WalletSummaryResolvers<ContextType>;
  WithdrawMethod?: WithdrawMethodResolvers;
  WithdrawalPolicy?: WithdrawalPolicyResolvers<ContextType>;
};

