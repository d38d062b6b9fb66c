/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SearchUsers($search: String!, $limit: Int) {\n    searchUsers(search: $search, limit: $limit) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n": typeof types.SearchUsersDocument,
    "\n  fragment AdminUserDetails_User on User {\n    id\n    name\n    email\n    phone\n    role\n    isEmailVerified\n    isApproved\n    isClosed\n    agentStatus\n    createdAt\n    updatedAt\n    wallet {\n      id\n      ...WalletFields\n    }\n  }\n": typeof types.AdminUserDetails_UserFragmentDoc,
    "\n  query ManageAgents($search: String, $page: Int, $limit: Int) {\n    users(role: AGENT, search: $search, page: $page, limit: $limit) {\n      items {\n        id\n        ...AdminUserDetails_User\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        total\n        approved\n        pending\n        suspended\n      }\n    }\n  }\n": typeof types.ManageAgentsDocument,
    "\n  mutation ApproveAgent($input: AgentDecisionInput!) {\n    approveAgent(input: $input) {\n      message\n      user {\n        id\n        name\n        isApproved\n      }\n    }\n  }\n": typeof types.ApproveAgentDocument,
    "\n  mutation SuspendAgent($input: AgentDecisionInput!) {\n    suspendAgent(input: $input) {\n      message\n      user {\n        id\n        name\n        isApproved\n      }\n    }\n  }\n": typeof types.SuspendAgentDocument,
    "\n  fragment DisputesPage_Dispute on Dispute {\n    id\n    transactionId\n    reason\n    note\n    status\n    reporter {\n      id\n      name\n    }\n    transaction {\n      id\n      ...TransactionFields\n    }\n    notes {\n      status\n      note\n      authorRole\n      authorName\n      createdAt\n    }\n    reversals {\n      id\n      amount\n      status\n      createdAt\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.DisputesPage_DisputeFragmentDoc,
    "\n  query DisputesPage($status: DisputeStatus, $reason: DisputeReason, $page: Int, $limit: Int) {\n    disputes(status: $status, reason: $reason, page: $page, limit: $limit) {\n      items {\n        id\n        ...DisputesPage_Dispute\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n      }\n    }\n  }\n": typeof types.DisputesPageDocument,
    "\n  mutation UpdateDispute($input: UpdateDisputeInput!) {\n    updateDispute(input: $input) {\n      message\n      dispute {\n        id\n        ...DisputesPage_Dispute\n      }\n    }\n  }\n": typeof types.UpdateDisputeDocument,
    "\n  fragment LedgerPage_Check on LedgerCheck {\n    id\n    startedAt\n    durationMs\n    ok\n    breaches {\n      description\n      journalIds\n    }\n    requestedBy {\n      id\n      name\n    }\n  }\n": typeof types.LedgerPage_CheckFragmentDoc,
    "\n  query LedgerPage {\n    ledgerSummary {\n      id\n      total\n      walletsTotal\n      accounts {\n        kind\n        balance\n      }\n      days {\n        day\n        moneyIn\n        moneyOut\n      }\n      pendingPayouts {\n        count\n        amount\n        oldest {\n          id\n          amount\n          fee\n          method\n          createdAt\n          ageSeconds\n          user {\n            id\n            name\n            email\n          }\n        }\n      }\n      lastCheck {\n        ...LedgerPage_Check\n      }\n      checkIntervalMinutes\n    }\n  }\n": typeof types.LedgerPageDocument,
    "\n  query LedgerCheckHistory($page: Int, $limit: Int) {\n    ledgerChecks(page: $page, limit: $limit) {\n      items {\n        ...LedgerPage_Check\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n    }\n  }\n": typeof types.LedgerCheckHistoryDocument,
    "\n  mutation RunLedgerCheck {\n    runLedgerCheck {\n      message\n      check {\n        ...LedgerPage_Check\n      }\n      summary {\n        id\n        lastCheck {\n          ...LedgerPage_Check\n        }\n      }\n    }\n  }\n": typeof types.RunLedgerCheckDocument,
    "\n  query AdminOverview {\n    adminStats {\n      id\n      ...AdminOverview_AdminStats\n      recentTransactions {\n        id\n        ...AdminRecentTransactions_Transaction\n      }\n    }\n  }\n": typeof types.AdminOverviewDocument,
    "\n  subscription PlatformActivity {\n    platformActivity {\n      id\n      ...AdminOverview_AdminStats\n      recentTransactions {\n        id\n        ...AdminRecentTransactions_Transaction\n      }\n    }\n  }\n": typeof types.PlatformActivityDocument,
    "\n  fragment AdminRecentTransactions_Transaction on Transaction {\n    id\n    type\n    status\n    amount\n    description\n    createdAt\n    user {\n      id\n      name\n    }\n  }\n": typeof types.AdminRecentTransactions_TransactionFragmentDoc,
    "\n  fragment AdminOverview_AdminStats on AdminStats {\n    id\n    totalUsers {\n      total\n      thisMonth\n      lastMonth\n      changePercent\n    }\n    totalAgents {\n      total\n      thisMonth\n      lastMonth\n      changePercent\n    }\n    transactionCount {\n      total\n      thisMonth\n      lastMonth\n      changePercent\n    }\n    totalVolume {\n      total\n      thisMonth\n      lastMonth\n      changePercent\n    }\n    recentTransactionCount\n    recentVolume\n    completionRate\n    today {\n      transactionCount\n      volume\n    }\n    activeUsers\n  }\n": typeof types.AdminOverview_AdminStatsFragmentDoc,
    "\n  query ReversalsPage($status: ReversalStatus, $page: Int, $limit: Int) {\n    reversals(status: $status, page: $page, limit: $limit) {\n      items {\n        id\n        transactionId\n        transactionType\n        transactionAmount\n        amount\n        commission\n        reason\n        status\n        sender {\n          id\n          name\n        }\n        recipient {\n          id\n          name\n        }\n        proposedBy {\n          id\n          name\n        }\n        decidedBy {\n          id\n          name\n        }\n        decisionReason\n        reversalTransactionId\n        createdAt\n        decidedAt\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n": typeof types.ReversalsPageDocument,
    "\n  mutation ProposeReversal($input: ProposeReversalInput!) {\n    proposeReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n      }\n    }\n  }\n": typeof types.ProposeReversalDocument,
    "\n  mutation ApproveReversal($input: ReversalDecisionInput!) {\n    approveReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n        reversalTransactionId\n      }\n    }\n  }\n": typeof types.ApproveReversalDocument,
    "\n  mutation RejectReversal($input: ReversalDecisionInput!) {\n    rejectReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n      }\n    }\n  }\n": typeof types.RejectReversalDocument,
    "\n  fragment AdminTransactionTable_Transaction on Transaction {\n    id\n    ...TransactionFields\n    user {\n      id\n      name\n      email\n    }\n  }\n": typeof types.AdminTransactionTable_TransactionFragmentDoc,
    "\n  query AdminTransactions($filter: AdminTransactionFilter, $page: Int, $limit: Int) {\n    transactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        ...AdminTransactionTable_Transaction\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        totalCount\n        completedCount\n        pendingCount\n        failedCount\n        cancelledCount\n        completedAmount\n      }\n    }\n  }\n": typeof types.AdminTransactionsDocument,
    "\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      ...AdminUserDetails_User\n    }\n  }\n": typeof types.AdminUserDocument,
    "\n  query UserAuditLog($userId: ID!, $page: Int, $limit: Int) {\n    auditLog(userId: $userId, page: $page, limit: $limit) {\n      items {\n        id\n        action\n        actor {\n          id\n          name\n        }\n        reason\n        createdAt\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n    }\n  }\n": typeof types.UserAuditLogDocument,
    "\n  query UserTransactions($userId: ID!, $limit: Int) {\n    transactions(filter: { userId: $userId }, limit: $limit) {\n      items {\n        id\n        ...TransactionFields\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n": typeof types.UserTransactionsDocument,
    "\n  query AllUsers($role: Role, $search: String, $page: Int, $limit: Int) {\n    users(role: $role, search: $search, page: $page, limit: $limit) {\n      items {\n        id\n        ...AdminUserDetails_User\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        total\n      }\n    }\n  }\n": typeof types.AllUsersDocument,
    "\n  query AdminWallets($input: WalletListInput) {\n    wallets(input: $input) {\n      items {\n        id\n        ...WalletTable_Wallet\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        totalWallets\n        activeWallets\n        blockedWallets\n        totalBalance\n        averageBalance\n      }\n    }\n  }\n": typeof types.AdminWalletsDocument,
    "\n  fragment WalletTable_Wallet on Wallet {\n    id\n    balance\n    isBlocked\n    dailySpentAmount\n    dailyTransactionCount\n    monthlySpentAmount\n    monthlyTransactionCount\n    createdAt\n    updatedAt\n    user {\n      id\n      name\n      email\n      role\n      isClosed\n    }\n  }\n": typeof types.WalletTable_WalletFragmentDoc,
    "\n  mutation SetWalletBlocked($input: SetWalletBlockedInput!) {\n    setWalletBlocked(input: $input) {\n      message\n      wallet {\n        id\n        ...WalletTable_Wallet\n      }\n    }\n  }\n": typeof types.SetWalletBlockedDocument,
    "\n  query CustomerByCode($handle: ID!) {\n    payee(handle: $handle) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n": typeof types.CustomerByCodeDocument,
    "\n  mutation CashIn($input: CashInInput!) {\n    cashIn(input: $input) {\n      message\n      transaction {\n        id\n        amount\n        commission\n        recipient {\n          id\n          name\n        }\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n": typeof types.CashInDocument,
    "\n  mutation CashOut($input: CashOutInput!) {\n    cashOut(input: $input) {\n      message\n      transaction {\n        id\n        amount\n        commission\n        sender {\n          id\n          name\n        }\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n": typeof types.CashOutDocument,
    "\n  query AgentOverviewStats($period: StatsPeriod!) {\n    agentStats(period: $period) {\n      id\n      ...AgentOverview_AgentStats\n    }\n  }\n": typeof types.AgentOverviewStatsDocument,
    "\n  query AgentRecentTransactions($limit: Int!) {\n    myTransactions(page: 1, limit: $limit) {\n      items {\n        id\n        ...TransactionFields\n      }\n    }\n  }\n": typeof types.AgentRecentTransactionsDocument,
    "\n  fragment AgentOverview_AgentStats on AgentStats {\n    id\n    period\n    cashIn {\n      amount\n      count\n    }\n    cashOut {\n      amount\n      count\n    }\n    send {\n      amount\n      count\n    }\n    walletBalance\n    totalTransactions\n    successRate\n    totalVolume\n    averageTransaction\n    commissionEarned\n    isApproved\n    memberSince\n  }\n": typeof types.AgentOverview_AgentStatsFragmentDoc,
    "\n  query AgentFloat {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n": typeof types.AgentFloatDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        phone\n        role\n        isEmailVerified\n        isApproved\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SendVerificationCode($email: String!) {\n    sendVerificationCode(email: $email) {\n      message\n    }\n  }\n": typeof types.SendVerificationCodeDocument,
    "\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      message\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  query MyHistory($filter: TransactionFilter, $page: Int, $limit: Int) {\n    myTransactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        ...TransactionFields\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        ...HistorySummary_TransactionSummary\n      }\n    }\n  }\n": typeof types.MyHistoryDocument,
    "\n  query MyTransactionDisputes($transactionId: ID!) {\n    myDisputes(transactionId: $transactionId) {\n      items {\n        id\n        reason\n        note\n        status\n        notes {\n          status\n          note\n          authorRole\n          createdAt\n        }\n        createdAt\n      }\n    }\n  }\n": typeof types.MyTransactionDisputesDocument,
    "\n  mutation ReportProblem($input: ReportProblemInput!) {\n    reportProblem(input: $input) {\n      message\n      dispute {\n        id\n        status\n      }\n    }\n  }\n": typeof types.ReportProblemDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        id\n        name\n        phone\n        updatedAt\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      contact {\n        id\n        createdAt\n      }\n    }\n  }\n": typeof types.SubmitContactDocument,
    "\n  fragment StatsSection_PublicStats on PublicStats {\n    totalUsers\n    totalAgents\n    totalTransactions\n    totalVolume\n  }\n": typeof types.StatsSection_PublicStatsFragmentDoc,
    "\n  query HomePage {\n    publicStats {\n      id\n      ...StatsSection_PublicStats\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query PaymentsWithdrawalPolicy {\n    withdrawalPolicy {\n      id\n      payoutDelaySeconds\n    }\n  }\n": typeof types.PaymentsWithdrawalPolicyDocument,
    "\n  query ServiceStatus {\n    serviceStatus {\n      id\n      api\n      database\n      checkedAt\n    }\n  }\n": typeof types.ServiceStatusDocument,
    "\n  mutation RequestMoney($input: RequestMoneyInput!) {\n    requestMoney(input: $input) {\n      message\n      moneyRequest {\n        ...MoneyRequestFields\n      }\n    }\n  }\n": typeof types.RequestMoneyDocument,
    "\n  query RequestsWallet {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n": typeof types.RequestsWalletDocument,
    "\n  query MoneyRequests($direction: MoneyRequestDirection!, $page: Int, $limit: Int) {\n    moneyRequests(direction: $direction, page: $page, limit: $limit) {\n      items {\n        ...MoneyRequestFields\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n": typeof types.MoneyRequestsDocument,
    "\n  mutation PayMoneyRequest($input: PayMoneyRequestInput!) {\n    payMoneyRequest(input: $input) {\n      message\n      moneyRequest {\n        ...MoneyRequestFields\n      }\n      transaction {\n        id\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n": typeof types.PayMoneyRequestDocument,
    "\n  mutation DeclineMoneyRequest($id: ID!) {\n    declineMoneyRequest(id: $id) {\n      message\n      moneyRequest {\n        ...MoneyRequestFields\n      }\n    }\n  }\n": typeof types.DeclineMoneyRequestDocument,
    "\n  mutation CancelMoneyRequest($id: ID!) {\n    cancelMoneyRequest(id: $id) {\n      message\n      moneyRequest {\n        ...MoneyRequestFields\n      }\n    }\n  }\n": typeof types.CancelMoneyRequestDocument,
    "\n  mutation SendMoney($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      message\n      transaction {\n        id\n        amount\n        recipient {\n          id\n          name\n        }\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n": typeof types.SendMoneyDocument,
    "\n  query SendMoneyWallet {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n": typeof types.SendMoneyWalletDocument,
    "\n  query Payee($handle: ID!) {\n    payee(handle: $handle) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n": typeof types.PayeeDocument,
    "\n  mutation CloseAccount($password: String!) {\n    closeAccount(password: $password) {\n      message\n    }\n  }\n": typeof types.CloseAccountDocument,
    "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      message\n      settings {\n        ...SettingsPage_Settings\n      }\n    }\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  mutation StartTwoFactorSetup {\n    startTwoFactorSetup {\n      secret\n      otpauthUrl\n    }\n  }\n": typeof types.StartTwoFactorSetupDocument,
    "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code) {\n      message\n      recoveryCodes\n      settings {\n        ...SettingsPage_Settings\n      }\n    }\n  }\n": typeof types.EnableTwoFactorDocument,
    "\n  query FreezeWalletCard {\n    myWallet {\n      id\n      isBlocked\n      controls {\n        isFrozen\n        frozenAt\n      }\n    }\n  }\n": typeof types.FreezeWalletCardDocument,
    "\n  mutation UnfreezeMyWallet($input: UnfreezeWalletInput!) {\n    unfreezeMyWallet(input: $input) {\n      message\n      wallet {\n        id\n        isBlocked\n        controls {\n          isFrozen\n          frozenAt\n        }\n      }\n    }\n  }\n": typeof types.UnfreezeMyWalletDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      message\n      settings {\n        ...SettingsPage_Settings\n      }\n    }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  query PersonalLimitsCard {\n    myWallet {\n      id\n      controls {\n        isFrozen\n        platformDailyAmount\n        platformMonthlyAmount\n        personalDailyAmount\n        personalMonthlyAmount\n        pendingDailyAmount\n        pendingDailyAt\n        pendingMonthlyAmount\n        pendingMonthlyAt\n      }\n    }\n  }\n": typeof types.PersonalLimitsCardDocument,
    "\n  mutation SetPersonalLimits($input: PersonalLimitsInput!) {\n    setPersonalLimits(input: $input) {\n      message\n      wallet {\n        id\n        limits {\n          dailyAmount\n          monthlyAmount\n          dailyRemainingAmount\n          monthlyRemainingAmount\n        }\n        controls {\n          isFrozen\n          platformDailyAmount\n          platformMonthlyAmount\n          personalDailyAmount\n          personalMonthlyAmount\n          pendingDailyAmount\n          pendingDailyAt\n          pendingMonthlyAmount\n          pendingMonthlyAt\n        }\n      }\n    }\n  }\n": typeof types.SetPersonalLimitsDocument,
    "\n  query SettingsPage {\n    mySettings {\n      ...SettingsPage_Settings\n    }\n  }\n": typeof types.SettingsPageDocument,
    "\n  fragment SettingsPage_Settings on Settings {\n    notifications {\n      transactionAlerts\n      securityAlerts\n      marketing\n    }\n    twoFactor {\n      enabled\n      enabledAt\n      recoveryCodesLeft\n    }\n  }\n": typeof types.SettingsPage_SettingsFragmentDoc,
    "\n  query MyWalletPageTest_History($page: Int, $limit: Int) {\n    myTransactions(page: $page, limit: $limit) {\n      __typename\n      items {\n        __typename\n        id\n      }\n    }\n  }\n": typeof types.MyWalletPageTest_HistoryDocument,
    "\n  query MyWalletPage {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n": typeof types.MyWalletPageDocument,
    "\n  query UserOverviewWallet {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n": typeof types.UserOverviewWalletDocument,
    "\n  query RecentTransactions($limit: Int!) {\n    myTransactions(page: 1, limit: $limit) {\n      items {\n        id\n        ...TransactionFields\n      }\n    }\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n": typeof types.RecentTransactionsDocument,
    "\n  query CounterAgent($handle: ID!) {\n    counterAgent(handle: $handle) {\n      id\n      name\n    }\n  }\n": typeof types.CounterAgentDocument,
    "\n  mutation CreateCashOutCode($input: CreateCashOutCodeInput!) {\n    createCashOutCode(input: $input) {\n      code\n      maxAmount\n      expiresAt\n    }\n  }\n": typeof types.CreateCashOutCodeDocument,
    "\n  query WithdrawalPolicy {\n    withdrawalPolicy {\n      id\n      payoutDelaySeconds\n    }\n  }\n": typeof types.WithdrawalPolicyDocument,
    "\n  query PendingWithdrawals($limit: Int!) {\n    myWallet {\n      id\n      ...WalletFields\n    }\n    myTransactions(filter: { type: WITHDRAW, status: PENDING }, page: 1, limit: $limit) {\n      items {\n        id\n        status\n        ...TransactionFields\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n      summary {\n        totalCount\n        completedCount\n        pendingCount\n        failedCount\n        cancelledCount\n        totalIn\n        totalOut\n      }\n    }\n  }\n": typeof types.PendingWithdrawalsDocument,
    "\n  mutation Withdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      message\n      transaction {\n        id\n        amount\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n": typeof types.WithdrawDocument,
    "\n  query WithdrawWallet {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n": typeof types.WithdrawWalletDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      name\n      email\n      phone\n      role\n      isEmailVerified\n      isApproved\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  fragment PagedList_Pagination on Pagination {\n    currentPage\n    totalPages\n    totalItems\n    itemsPerPage\n  }\n": typeof types.PagedList_PaginationFragmentDoc,
    "\n  mutation AddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n      transaction {\n        id\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n": typeof types.AddMoneyDocument,
    "\n  fragment HistorySummary_TransactionSummary on TransactionSummary {\n    totalCount\n    completedCount\n    pendingCount\n    failedCount\n    cancelledCount\n    totalIn\n    totalOut\n  }\n": typeof types.HistorySummary_TransactionSummaryFragmentDoc,
    "\n  subscription MyWalletChanged {\n    myWalletChanged {\n      id\n      ...WalletFields\n    }\n  }\n": typeof types.MyWalletChangedDocument,
    "\n  subscription MyTransactionAdded {\n    myTransactionAdded {\n      id\n      ...TransactionFields\n    }\n  }\n": typeof types.MyTransactionAddedDocument,
    "\n  subscription MoneyRequestChanged {\n    moneyRequestChanged {\n      id\n      ...MoneyRequestFields\n    }\n  }\n": typeof types.MoneyRequestChangedDocument,
    "\n  fragment WalletFields on Wallet {\n    id\n    userId\n    balance\n    isBlocked\n    dailySpentAmount\n    dailyTransactionCount\n    monthlySpentAmount\n    monthlyTransactionCount\n    lastDailyReset\n    lastMonthlyReset\n    createdAt\n    updatedAt\n    limits {\n      dailyAmount\n      dailyCount\n      monthlyAmount\n      monthlyCount\n      dailyRemainingAmount\n      dailyRemainingCount\n      monthlyRemainingAmount\n      monthlyRemainingCount\n    }\n  }\n": typeof types.WalletFieldsFragmentDoc,
    "\n  fragment TransactionFields on Transaction {\n    id\n    type\n    direction\n    status\n    amount\n    fee\n    commission\n    refunded\n    method\n    description\n    sender {\n      id\n      name\n    }\n    recipient {\n      id\n      name\n    }\n    createdAt\n    updatedAt\n    settledAt\n    failureReason\n    reverses\n    reversedBy\n  }\n": typeof types.TransactionFieldsFragmentDoc,
    "\n  fragment MoneyRequestFields on MoneyRequest {\n    id\n    direction\n    status\n    amount\n    note\n    transactionId\n    requester {\n      id\n      name\n    }\n    payer {\n      id\n      name\n    }\n    expiresAt\n    closedAt\n    createdAt\n  }\n": typeof types.MoneyRequestFieldsFragmentDoc,
    "\n  query Transactions($filter: TransactionFilter, $page: Int, $limit: Int) {\n    myTransactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        createdAt\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n": typeof types.TransactionsDocument,
    "\n  query History($page: Int, $limit: Int) {\n    myTransactions(page: $page, limit: $limit) {\n      items {\n        id\n        createdAt\n      }\n      summary {\n        totalCount\n      }\n    }\n  }\n": typeof types.HistoryDocument,
    "\n  query Stats {\n    agentStats(period: TODAY) {\n      id\n      totalTransactions\n    }\n  }\n": typeof types.StatsDocument,
    "\n  query Requests($direction: MoneyRequestDirection!, $status: MoneyRequestStatus, $limit: Int) {\n    moneyRequests(direction: $direction, status: $status, limit: $limit) {\n      items {\n        id\n        direction\n        createdAt\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n": typeof types.RequestsDocument,
    "\n      fragment Arrived on Transaction {\n        id\n        createdAt\n      }\n    ": typeof types.ArrivedFragmentDoc,
    "\n        fragment Asked on MoneyRequest {\n          id\n          direction\n          createdAt\n        }\n      ": typeof types.AskedFragmentDoc,
    "\n  mutation CancelWithdrawal($id: ID!) {\n    cancelWithdrawal(id: $id) {\n      message\n      transaction {\n        id\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n": typeof types.CancelWithdrawalDocument,
    "\n  query TransactionById($id: ID!) {\n    transaction(id: $id) {\n      id\n      ...TransactionFields\n    }\n  }\n": typeof types.TransactionByIdDocument,
    "\n  query MyWalletControls {\n    myWallet {\n      id\n      controls {\n        isFrozen\n        frozenAt\n        platformDailyAmount\n        platformMonthlyAmount\n        personalDailyAmount\n        personalMonthlyAmount\n        pendingDailyAmount\n        pendingDailyAt\n        pendingMonthlyAmount\n        pendingMonthlyAt\n      }\n    }\n  }\n": typeof types.MyWalletControlsDocument,
    "\n  mutation FreezeMyWallet {\n    freezeMyWallet {\n      message\n      wallet {\n        id\n        isBlocked\n        controls {\n          isFrozen\n          frozenAt\n        }\n      }\n    }\n  }\n": typeof types.FreezeMyWalletDocument,
};
const documents: Documents = {
    "\n  query SearchUsers($search: String!, $limit: Int) {\n    searchUsers(search: $search, limit: $limit) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n": types.SearchUsersDocument,
    "\n  fragment AdminUserDetails_User on User {\n    id\n    name\n    email\n    phone\n    role\n    isEmailVerified\n    isApproved\n    isClosed\n    agentStatus\n    createdAt\n    updatedAt\n    wallet {\n      id\n      ...WalletFields\n    }\n  }\n": types.AdminUserDetails_UserFragmentDoc,
    "\n  query ManageAgents($search: String, $page: Int, $limit: Int) {\n    users(role: AGENT, search: $search, page: $page, limit: $limit) {\n      items {\n        id\n        ...AdminUserDetails_User\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        total\n        approved\n        pending\n        suspended\n      }\n    }\n  }\n": types.ManageAgentsDocument,
    "\n  mutation ApproveAgent($input: AgentDecisionInput!) {\n    approveAgent(input: $input) {\n      message\n      user {\n        id\n        name\n        isApproved\n      }\n    }\n  }\n": types.ApproveAgentDocument,
    "\n  mutation SuspendAgent($input: AgentDecisionInput!) {\n    suspendAgent(input: $input) {\n      message\n      user {\n        id\n        name\n        isApproved\n      }\n    }\n  }\n": types.SuspendAgentDocument,
    "\n  fragment DisputesPage_Dispute on Dispute {\n    id\n    transactionId\n    reason\n    note\n    status\n    reporter {\n      id\n      name\n    }\n    transaction {\n      id\n      ...TransactionFields\n    }\n    notes {\n      status\n      note\n      authorRole\n      authorName\n      createdAt\n    }\n    reversals {\n      id\n      amount\n      status\n      createdAt\n    }\n    createdAt\n    updatedAt\n  }\n": types.DisputesPage_DisputeFragmentDoc,
    "\n  query DisputesPage($status: DisputeStatus, $reason: DisputeReason, $page: Int, $limit: Int) {\n    disputes(status: $status, reason: $reason, page: $page, limit: $limit) {\n      items {\n        id\n        ...DisputesPage_Dispute\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n      }\n    }\n  }\n": types.DisputesPageDocument,
    "\n  mutation UpdateDispute($input: UpdateDisputeInput!) {\n    updateDispute(input: $input) {\n      message\n      dispute {\n        id\n        ...DisputesPage_Dispute\n      }\n    }\n  }\n": types.UpdateDisputeDocument,
    "\n  fragment LedgerPage_Check on LedgerCheck {\n    id\n    startedAt\n    durationMs\n    ok\n    breaches {\n      description\n      journalIds\n    }\n    requestedBy {\n      id\n      name\n    }\n  }\n": types.LedgerPage_CheckFragmentDoc,
    "\n  query LedgerPage {\n    ledgerSummary {\n      id\n      total\n      walletsTotal\n      accounts {\n        kind\n        balance\n      }\n      days {\n        day\n        moneyIn\n        moneyOut\n      }\n      pendingPayouts {\n        count\n        amount\n        oldest {\n          id\n          amount\n          fee\n          method\n          createdAt\n          ageSeconds\n          user {\n            id\n            name\n            email\n          }\n        }\n      }\n      lastCheck {\n        ...LedgerPage_Check\n      }\n      checkIntervalMinutes\n    }\n  }\n": types.LedgerPageDocument,
    "\n  query LedgerCheckHistory($page: Int, $limit: Int) {\n    ledgerChecks(page: $page, limit: $limit) {\n      items {\n        ...LedgerPage_Check\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n    }\n  }\n": types.LedgerCheckHistoryDocument,
    "\n  mutation RunLedgerCheck {\n    runLedgerCheck {\n      message\n      check {\n        ...LedgerPage_Check\n      }\n      summary {\n        id\n        lastCheck {\n          ...LedgerPage_Check\n        }\n      }\n    }\n  }\n": types.RunLedgerCheckDocument,
    "\n  query AdminOverview {\n    adminStats {\n      id\n      ...AdminOverview_AdminStats\n      recentTransactions {\n        id\n        ...AdminRecentTransactions_Transaction\n      }\n    }\n  }\n": types.AdminOverviewDocument,
    "\n  subscription PlatformActivity {\n    platformActivity {\n      id\n      ...AdminOverview_AdminStats\n      recentTransactions {\n        id\n        ...AdminRecentTransactions_Transaction\n      }\n    }\n  }\n": types.PlatformActivityDocument,
    "\n  fragment AdminRecentTransactions_Transaction on Transaction {\n    id\n    type\n    status\n    amount\n    description\n    createdAt\n    user {\n      id\n      name\n    }\n  }\n": types.AdminRecentTransactions_TransactionFragmentDoc,
    "\n  fragment AdminOverview_AdminStats on AdminStats {\n    id\n    totalUsers {\n      total\n      thisMonth\n      lastMonth\n      changePercent\n    }\n    totalAgents {\n      total\n      thisMonth\n      lastMonth\n      changePercent\n    }\n    transactionCount {\n      total\n      thisMonth\n      lastMonth\n      changePercent\n    }\n    totalVolume {\n      total\n      thisMonth\n      lastMonth\n      changePercent\n    }\n    recentTransactionCount\n    recentVolume\n    completionRate\n    today {\n      transactionCount\n      volume\n    }\n    activeUsers\n  }\n": types.AdminOverview_AdminStatsFragmentDoc,
    "\n  query ReversalsPage($status: ReversalStatus, $page: Int, $limit: Int) {\n    reversals(status: $status, page: $page, limit: $limit) {\n      items {\n        id\n        transactionId\n        transactionType\n        transactionAmount\n        amount\n        commission\n        reason\n        status\n        sender {\n          id\n          name\n        }\n        recipient {\n          id\n          name\n        }\n        proposedBy {\n          id\n          name\n        }\n        decidedBy {\n          id\n          name\n        }\n        decisionReason\n        reversalTransactionId\n        createdAt\n        decidedAt\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n": types.ReversalsPageDocument,
    "\n  mutation ProposeReversal($input: ProposeReversalInput!) {\n    proposeReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n      }\n    }\n  }\n": types.ProposeReversalDocument,
    "\n  mutation ApproveReversal($input: ReversalDecisionInput!) {\n    approveReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n        reversalTransactionId\n      }\n    }\n  }\n": types.ApproveReversalDocument,
    "\n  mutation RejectReversal($input: ReversalDecisionInput!) {\n    rejectReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n      }\n    }\n  }\n": types.RejectReversalDocument,
    "\n  fragment AdminTransactionTable_Transaction on Transaction {\n    id\n    ...TransactionFields\n    user {\n      id\n      name\n      email\n    }\n  }\n": types.AdminTransactionTable_TransactionFragmentDoc,
    "\n  query AdminTransactions($filter: AdminTransactionFilter, $page: Int, $limit: Int) {\n    transactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        ...AdminTransactionTable_Transaction\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        totalCount\n        completedCount\n        pendingCount\n        failedCount\n        cancelledCount\n        completedAmount\n      }\n    }\n  }\n": types.AdminTransactionsDocument,
    "\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      ...AdminUserDetails_User\n    }\n  }\n": types.AdminUserDocument,
    "\n  query UserAuditLog($userId: ID!, $page: Int, $limit: Int) {\n    auditLog(userId: $userId, page: $page, limit: $limit) {\n      items {\n        id\n        action\n        actor {\n          id\n          name\n        }\n        reason\n        createdAt\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n    }\n  }\n": types.UserAuditLogDocument,
    "\n  query UserTransactions($userId: ID!, $limit: Int) {\n    transactions(filter: { userId: $userId }, limit: $limit) {\n      items {\n        id\n        ...TransactionFields\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n": types.UserTransactionsDocument,
    "\n  query AllUsers($role: Role, $search: String, $page: Int, $limit: Int) {\n    users(role: $role, search: $search, page: $page, limit: $limit) {\n      items {\n        id\n        ...AdminUserDetails_User\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        total\n      }\n    }\n  }\n": types.AllUsersDocument,
    "\n  query AdminWallets($input: WalletListInput) {\n    wallets(input: $input) {\n      items {\n        id\n        ...WalletTable_Wallet\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        totalWallets\n        activeWallets\n        blockedWallets\n        totalBalance\n        averageBalance\n      }\n    }\n  }\n": types.AdminWalletsDocument,
    "\n  fragment WalletTable_Wallet on Wallet {\n    id\n    balance\n    isBlocked\n    dailySpentAmount\n    dailyTransactionCount\n    monthlySpentAmount\n    monthlyTransactionCount\n    createdAt\n    updatedAt\n    user {\n      id\n      name\n      email\n      role\n      isClosed\n    }\n  }\n": types.WalletTable_WalletFragmentDoc,
    "\n  mutation SetWalletBlocked($input: SetWalletBlockedInput!) {\n    setWalletBlocked(input: $input) {\n      message\n      wallet {\n        id\n        ...WalletTable_Wallet\n      }\n    }\n  }\n": types.SetWalletBlockedDocument,
    "\n  query CustomerByCode($handle: ID!) {\n    payee(handle: $handle) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n": types.CustomerByCodeDocument,
    "\n  mutation CashIn($input: CashInInput!) {\n    cashIn(input: $input) {\n      message\n      transaction {\n        id\n        amount\n        commission\n        recipient {\n          id\n          name\n        }\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n": types.CashInDocument,
    "\n  mutation CashOut($input: CashOutInput!) {\n    cashOut(input: $input) {\n      message\n      transaction {\n        id\n        amount\n        commission\n        sender {\n          id\n          name\n        }\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n": types.CashOutDocument,
    "\n  query AgentOverviewStats($period: StatsPeriod!) {\n    agentStats(period: $period) {\n      id\n      ...AgentOverview_AgentStats\n    }\n  }\n": types.AgentOverviewStatsDocument,
    "\n  query AgentRecentTransactions($limit: Int!) {\n    myTransactions(page: 1, limit: $limit) {\n      items {\n        id\n        ...TransactionFields\n      }\n    }\n  }\n": types.AgentRecentTransactionsDocument,
    "\n  fragment AgentOverview_AgentStats on AgentStats {\n    id\n    period\n    cashIn {\n      amount\n      count\n    }\n    cashOut {\n      amount\n      count\n    }\n    send {\n      amount\n      count\n    }\n    walletBalance\n    totalTransactions\n    successRate\n    totalVolume\n    averageTransaction\n    commissionEarned\n    isApproved\n    memberSince\n  }\n": types.AgentOverview_AgentStatsFragmentDoc,
    "\n  query AgentFloat {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n": types.AgentFloatDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        phone\n        role\n        isEmailVerified\n        isApproved\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SendVerificationCode($email: String!) {\n    sendVerificationCode(email: $email) {\n      message\n    }\n  }\n": types.SendVerificationCodeDocument,
    "\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      message\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  query MyHistory($filter: TransactionFilter, $page: Int, $limit: Int) {\n    myTransactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        ...TransactionFields\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        ...HistorySummary_TransactionSummary\n      }\n    }\n  }\n": types.MyHistoryDocument,
    "\n  query MyTransactionDisputes($transactionId: ID!) {\n    myDisputes(transactionId: $transactionId) {\n      items {\n        id\n        reason\n        note\n        status\n        notes {\n          status\n          note\n          authorRole\n          createdAt\n        }\n        createdAt\n      }\n    }\n  }\n": types.MyTransactionDisputesDocument,
    "\n  mutation ReportProblem($input: ReportProblemInput!) {\n    reportProblem(input: $input) {\n      message\n      dispute {\n        id\n        status\n      }\n    }\n  }\n": types.ReportProblemDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        id\n        name\n        phone\n        updatedAt\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      contact {\n        id\n        createdAt\n      }\n    }\n  }\n": types.SubmitContactDocument,
    "\n  fragment StatsSection_PublicStats on PublicStats {\n    totalUsers\n    totalAgents\n    totalTransactions\n    totalVolume\n  }\n": types.StatsSection_PublicStatsFragmentDoc,
    "\n  query HomePage {\n    publicStats {\n      id\n      ...StatsSection_PublicStats\n    }\n  }\n": types.HomePageDocument,
    "\n  query PaymentsWithdrawalPolicy {\n    withdrawalPolicy {\n      id\n      payoutDelaySeconds\n    }\n  }\n": types.PaymentsWithdrawalPolicyDocument,
    "\n  query ServiceStatus {\n    serviceStatus {\n      id\n      api\n      database\n      checkedAt\n    }\n  }\n": types.ServiceStatusDocument,
    "\n  mutation RequestMoney($input: RequestMoneyInput!) {\n    requestMoney(input: $input) {\n      message\n      moneyRequest {\n        ...MoneyRequestFields\n      }\n    }\n  }\n": types.RequestMoneyDocument,
    "\n  query RequestsWallet {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n": types.RequestsWalletDocument,
    "\n  query MoneyRequests($direction: MoneyRequestDirection!, $page: Int, $limit: Int) {\n    moneyRequests(direction: $direction, page: $page, limit: $limit) {\n      items {\n        ...MoneyRequestFields\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n": types.MoneyRequestsDocument,
    "\n  mutation PayMoneyRequest($input: PayMoneyRequestInput!) {\n    payMoneyRequest(input: $input) {\n      message\n      moneyRequest {\n        ...MoneyRequestFields\n      }\n      transaction {\n        id\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n": types.PayMoneyRequestDocument,
    "\n  mutation DeclineMoneyRequest($id: ID!) {\n    declineMoneyRequest(id: $id) {\n      message\n      moneyRequest {\n        ...MoneyRequestFields\n      }\n    }\n  }\n": types.DeclineMoneyRequestDocument,
    "\n  mutation CancelMoneyRequest($id: ID!) {\n    cancelMoneyRequest(id: $id) {\n      message\n      moneyRequest {\n        ...MoneyRequestFields\n      }\n    }\n  }\n": types.CancelMoneyRequestDocument,
    "\n  mutation SendMoney($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      message\n      transaction {\n        id\n        amount\n        recipient {\n          id\n          name\n        }\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n": types.SendMoneyDocument,
    "\n  query SendMoneyWallet {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n": types.SendMoneyWalletDocument,
    "\n  query Payee($handle: ID!) {\n    payee(handle: $handle) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n": types.PayeeDocument,
    "\n  mutation CloseAccount($password: String!) {\n    closeAccount(password: $password) {\n      message\n    }\n  }\n": types.CloseAccountDocument,
    "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      message\n      settings {\n        ...SettingsPage_Settings\n      }\n    }\n  }\n": types.DisableTwoFactorDocument,
    "\n  mutation StartTwoFactorSetup {\n    startTwoFactorSetup {\n      secret\n      otpauthUrl\n    }\n  }\n": types.StartTwoFactorSetupDocument,
    "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code) {\n      message\n      recoveryCodes\n      settings {\n        ...SettingsPage_Settings\n      }\n    }\n  }\n": types.EnableTwoFactorDocument,
    "\n  query FreezeWalletCard {\n    myWallet {\n      id\n      isBlocked\n      controls {\n        isFrozen\n        frozenAt\n      }\n    }\n  }\n": types.FreezeWalletCardDocument,
    "\n  mutation UnfreezeMyWallet($input: UnfreezeWalletInput!) {\n    unfreezeMyWallet(input: $input) {\n      message\n      wallet {\n        id\n        isBlocked\n        controls {\n          isFrozen\n          frozenAt\n        }\n      }\n    }\n  }\n": types.UnfreezeMyWalletDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      message\n      settings {\n        ...SettingsPage_Settings\n      }\n    }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  query PersonalLimitsCard {\n    myWallet {\n      id\n      controls {\n        isFrozen\n        platformDailyAmount\n        platformMonthlyAmount\n        personalDailyAmount\n        personalMonthlyAmount\n        pendingDailyAmount\n        pendingDailyAt\n        pendingMonthlyAmount\n        pendingMonthlyAt\n      }\n    }\n  }\n": types.PersonalLimitsCardDocument,
    "\n  mutation SetPersonalLimits($input: PersonalLimitsInput!) {\n    setPersonalLimits(input: $input) {\n      message\n      wallet {\n        id\n        limits {\n          dailyAmount\n          monthlyAmount\n          dailyRemainingAmount\n          monthlyRemainingAmount\n        }\n        controls {\n          isFrozen\n          platformDailyAmount\n          platformMonthlyAmount\n          personalDailyAmount\n          personalMonthlyAmount\n          pendingDailyAmount\n          pendingDailyAt\n          pendingMonthlyAmount\n          pendingMonthlyAt\n        }\n      }\n    }\n  }\n": types.SetPersonalLimitsDocument,
    "\n  query SettingsPage {\n    mySettings {\n      ...SettingsPage_Settings\n    }\n  }\n": types.SettingsPageDocument,
    "\n  fragment SettingsPage_Settings on Settings {\n    notifications {\n      transactionAlerts\n      securityAlerts\n      marketing\n    }\n    twoFactor {\n      enabled\n      enabledAt\n      recoveryCodesLeft\n    }\n  }\n": types.SettingsPage_SettingsFragmentDoc,
    "\n  query MyWalletPageTest_History($page: Int, $limit: Int) {\n    myTransactions(page: $page, limit: $limit) {\n      __typename\n      items {\n        __typename\n        id\n      }\n    }\n  }\n": types.MyWalletPageTest_HistoryDocument,
    "\n  query MyWalletPage {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n": types.MyWalletPageDocument,
    "\n  query UserOverviewWallet {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n": types.UserOverviewWalletDocument,
    "\n  query RecentTransactions($limit: Int!) {\n    myTransactions(page: 1, limit: $limit) {\n      items {\n        id\n        ...TransactionFields\n      }\n    }\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n": types.RecentTransactionsDocument,
    "\n  query CounterAgent($handle: ID!) {\n    counterAgent(handle: $handle) {\n      id\n      name\n    }\n  }\n": types.CounterAgentDocument,
    "\n  mutation CreateCashOutCode($input: CreateCashOutCodeInput!) {\n    createCashOutCode(input: $input) {\n      code\n      maxAmount\n      expiresAt\n    }\n  }\n": types.CreateCashOutCodeDocument,
    "\n  query WithdrawalPolicy {\n    withdrawalPolicy {\n      id\n      payoutDelaySeconds\n    }\n  }\n": types.WithdrawalPolicyDocument,
    "\n  query PendingWithdrawals($limit: Int!) {\n    myWallet {\n      id\n      ...WalletFields\n    }\n    myTransactions(filter: { type: WITHDRAW, status: PENDING }, page: 1, limit: $limit) {\n      items {\n        id\n        status\n        ...TransactionFields\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n      summary {\n        totalCount\n        completedCount\n        pendingCount\n        failedCount\n        cancelledCount\n        totalIn\n        totalOut\n      }\n    }\n  }\n": types.PendingWithdrawalsDocument,
    "\n  mutation Withdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      message\n      transaction {\n        id\n        amount\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n": types.WithdrawDocument,
    "\n  query WithdrawWallet {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n": types.WithdrawWalletDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      name\n      email\n      phone\n      role\n      isEmailVerified\n      isApproved\n      createdAt\n      updatedAt\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  fragment PagedList_Pagination on Pagination {\n    currentPage\n    totalPages\n    totalItems\n    itemsPerPage\n  }\n": types.PagedList_PaginationFragmentDoc,
    "\n  mutation AddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n      transaction {\n        id\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n": types.AddMoneyDocument,
    "\n  fragment HistorySummary_TransactionSummary on TransactionSummary {\n    totalCount\n    completedCount\n    pendingCount\n    failedCount\n    cancelledCount\n    totalIn\n    totalOut\n  }\n": types.HistorySummary_TransactionSummaryFragmentDoc,
    "\n  subscription MyWalletChanged {\n    myWalletChanged {\n      id\n      ...WalletFields\n    }\n  }\n": types.MyWalletChangedDocument,
    "\n  subscription MyTransactionAdded {\n    myTransactionAdded {\n      id\n      ...TransactionFields\n    }\n  }\n": types.MyTransactionAddedDocument,
    "\n  subscription MoneyRequestChanged {\n    moneyRequestChanged {\n      id\n      ...MoneyRequestFields\n    }\n  }\n": types.MoneyRequestChangedDocument,
    "\n  fragment WalletFields on Wallet {\n    id\n    userId\n    balance\n    isBlocked\n    dailySpentAmount\n    dailyTransactionCount\n    monthlySpentAmount\n    monthlyTransactionCount\n    lastDailyReset\n    lastMonthlyReset\n    createdAt\n    updatedAt\n    limits {\n      dailyAmount\n      dailyCount\n      monthlyAmount\n      monthlyCount\n      dailyRemainingAmount\n      dailyRemainingCount\n      monthlyRemainingAmount\n      monthlyRemainingCount\n    }\n  }\n": types.WalletFieldsFragmentDoc,
    "\n  fragment TransactionFields on Transaction {\n    id\n    type\n    direction\n    status\n    amount\n    fee\n    commission\n    refunded\n    method\n    description\n    sender {\n      id\n      name\n    }\n    recipient {\n      id\n      name\n    }\n    createdAt\n    updatedAt\n    settledAt\n    failureReason\n    reverses\n    reversedBy\n  }\n": types.TransactionFieldsFragmentDoc,
    "\n  fragment MoneyRequestFields on MoneyRequest {\n    id\n    direction\n    status\n    amount\n    note\n    transactionId\n    requester {\n      id\n      name\n    }\n    payer {\n      id\n      name\n    }\n    expiresAt\n    closedAt\n    createdAt\n  }\n": types.MoneyRequestFieldsFragmentDoc,
    "\n  query Transactions($filter: TransactionFilter, $page: Int, $limit: Int) {\n    myTransactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        createdAt\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n": types.TransactionsDocument,
    "\n  query History($page: Int, $limit: Int) {\n    myTransactions(page: $page, limit: $limit) {\n      items {\n        id\n        createdAt\n      }\n      summary {\n        totalCount\n      }\n    }\n  }\n": types.HistoryDocument,
    "\n  query Stats {\n    agentStats(period: TODAY) {\n      id\n      totalTransactions\n    }\n  }\n": types.StatsDocument,
    "\n  query Requests($direction: MoneyRequestDirection!, $status: MoneyRequestStatus, $limit: Int) {\n    moneyRequests(direction: $direction, status: $status, limit: $limit) {\n      items {\n        id\n        direction\n        createdAt\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n": types.RequestsDocument,
    "\n      fragment Arrived on Transaction {\n        id\n        createdAt\n      }\n    ": types.ArrivedFragmentDoc,
    "\n        fragment Asked on MoneyRequest {\n          id\n          direction\n          createdAt\n        }\n      ": types.AskedFragmentDoc,
    "\n  mutation CancelWithdrawal($id: ID!) {\n    cancelWithdrawal(id: $id) {\n      message\n      transaction {\n        id\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n": types.CancelWithdrawalDocument,
    "\n  query TransactionById($id: ID!) {\n    transaction(id: $id) {\n      id\n      ...TransactionFields\n    }\n  }\n": types.TransactionByIdDocument,
    "\n  query MyWalletControls {\n    myWallet {\n      id\n      controls {\n        isFrozen\n        frozenAt\n        platformDailyAmount\n        platformMonthlyAmount\n        personalDailyAmount\n        personalMonthlyAmount\n        pendingDailyAmount\n        pendingDailyAt\n        pendingMonthlyAmount\n        pendingMonthlyAt\n      }\n    }\n  }\n": types.MyWalletControlsDocument,
    "\n  mutation FreezeMyWallet {\n    freezeMyWallet {\n      message\n      wallet {\n        id\n        isBlocked\n        controls {\n          isFrozen\n          frozenAt\n        }\n      }\n    }\n  }\n": types.FreezeMyWalletDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchUsers($search: String!, $limit: Int) {\n    searchUsers(search: $search, limit: $limit) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n"): (typeof documents)["\n  query SearchUsers($search: String!, $limit: Int) {\n    searchUsers(search: $search, limit: $limit) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserDetails_User on User {\n    id\n    name\n    email\n    phone\n    role\n    isEmailVerified\n    isApproved\n    isClosed\n    agentStatus\n    createdAt\n    updatedAt\n    wallet {\n      id\n      ...WalletFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminUserDetails_User on User {\n    id\n    name\n    email\n    phone\n    role\n    isEmailVerified\n    isApproved\n    isClosed\n    agentStatus\n    createdAt\n    updatedAt\n    wallet {\n      id\n      ...WalletFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManageAgents($search: String, $page: Int, $limit: Int) {\n    users(role: AGENT, search: $search, page: $page, limit: $limit) {\n      items {\n        id\n        ...AdminUserDetails_User\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        total\n        approved\n        pending\n        suspended\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManageAgents($search: String, $page: Int, $limit: Int) {\n    users(role: AGENT, search: $search, page: $page, limit: $limit) {\n      items {\n        id\n        ...AdminUserDetails_User\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        total\n        approved\n        pending\n        suspended\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveAgent($input: AgentDecisionInput!) {\n    approveAgent(input: $input) {\n      message\n      user {\n        id\n        name\n        isApproved\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveAgent($input: AgentDecisionInput!) {\n    approveAgent(input: $input) {\n      message\n      user {\n        id\n        name\n        isApproved\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendAgent($input: AgentDecisionInput!) {\n    suspendAgent(input: $input) {\n      message\n      user {\n        id\n        name\n        isApproved\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendAgent($input: AgentDecisionInput!) {\n    suspendAgent(input: $input) {\n      message\n      user {\n        id\n        name\n        isApproved\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DisputesPage_Dispute on Dispute {\n    id\n    transactionId\n    reason\n    note\n    status\n    reporter {\n      id\n      name\n    }\n    transaction {\n      id\n      ...TransactionFields\n    }\n    notes {\n      status\n      note\n      authorRole\n      authorName\n      createdAt\n    }\n    reversals {\n      id\n      amount\n      status\n      createdAt\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment DisputesPage_Dispute on Dispute {\n    id\n    transactionId\n    reason\n    note\n    status\n    reporter {\n      id\n      name\n    }\n    transaction {\n      id\n      ...TransactionFields\n    }\n    notes {\n      status\n      note\n      authorRole\n      authorName\n      createdAt\n    }\n    reversals {\n      id\n      amount\n      status\n      createdAt\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DisputesPage($status: DisputeStatus, $reason: DisputeReason, $page: Int, $limit: Int) {\n    disputes(status: $status, reason: $reason, page: $page, limit: $limit) {\n      items {\n        id\n        ...DisputesPage_Dispute\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n      }\n    }\n  }\n"): (typeof documents)["\n  query DisputesPage($status: DisputeStatus, $reason: DisputeReason, $page: Int, $limit: Int) {\n    disputes(status: $status, reason: $reason, page: $page, limit: $limit) {\n      items {\n        id\n        ...DisputesPage_Dispute\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDispute($input: UpdateDisputeInput!) {\n    updateDispute(input: $input) {\n      message\n      dispute {\n        id\n        ...DisputesPage_Dispute\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDispute($input: UpdateDisputeInput!) {\n    updateDispute(input: $input) {\n      message\n      dispute {\n        id\n        ...DisputesPage_Dispute\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerPage_Check on LedgerCheck {\n    id\n    startedAt\n    durationMs\n    ok\n    breaches {\n      description\n      journalIds\n    }\n    requestedBy {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment LedgerPage_Check on LedgerCheck {\n    id\n    startedAt\n    durationMs\n    ok\n    breaches {\n      description\n      journalIds\n    }\n    requestedBy {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerPage {\n    ledgerSummary {\n      id\n      total\n      walletsTotal\n      accounts {\n        kind\n        balance\n      }\n      days {\n        day\n        moneyIn\n        moneyOut\n      }\n      pendingPayouts {\n        count\n        amount\n        oldest {\n          id\n          amount\n          fee\n          method\n          createdAt\n          ageSeconds\n          user {\n            id\n            name\n            email\n          }\n        }\n      }\n      lastCheck {\n        ...LedgerPage_Check\n      }\n      checkIntervalMinutes\n    }\n  }\n"): (typeof documents)["\n  query LedgerPage {\n    ledgerSummary {\n      id\n      total\n      walletsTotal\n      accounts {\n        kind\n        balance\n      }\n      days {\n        day\n        moneyIn\n        moneyOut\n      }\n      pendingPayouts {\n        count\n        amount\n        oldest {\n          id\n          amount\n          fee\n          method\n          createdAt\n          ageSeconds\n          user {\n            id\n            name\n            email\n          }\n        }\n      }\n      lastCheck {\n        ...LedgerPage_Check\n      }\n      checkIntervalMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerCheckHistory($page: Int, $limit: Int) {\n    ledgerChecks(page: $page, limit: $limit) {\n      items {\n        ...LedgerPage_Check\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n    }\n  }\n"): (typeof documents)["\n  query LedgerCheckHistory($page: Int, $limit: Int) {\n    ledgerChecks(page: $page, limit: $limit) {\n      items {\n        ...LedgerPage_Check\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunLedgerCheck {\n    runLedgerCheck {\n      message\n      check {\n        ...LedgerPage_Check\n      }\n      summary {\n        id\n        lastCheck {\n          ...LedgerPage_Check\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RunLedgerCheck {\n    runLedgerCheck {\n      message\n      check {\n        ...LedgerPage_Check\n      }\n      summary {\n        id\n        lastCheck {\n          ...LedgerPage_Check\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverview {\n    adminStats {\n      id\n      ...AdminOverview_AdminStats\n      recentTransactions {\n        id\n        ...AdminRecentTransactions_Transaction\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOverview {\n    adminStats {\n      id\n      ...AdminOverview_AdminStats\n      recentTransactions {\n        id\n        ...AdminRecentTransactions_Transaction\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PlatformActivity {\n    platformActivity {\n      id\n      ...AdminOverview_AdminStats\n      recentTransactions {\n        id\n        ...AdminRecentTransactions_Transaction\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription PlatformActivity {\n    platformActivity {\n      id\n      ...AdminOverview_AdminStats\n      recentTransactions {\n        id\n        ...AdminRecentTransactions_Transaction\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRecentTransactions_Transaction on Transaction {\n    id\n    type\n    status\n    amount\n    description\n    createdAt\n    user {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AdminRecentTransactions_Transaction on Transaction {\n    id\n    type\n    status\n    amount\n    description\n    createdAt\n    user {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOverview_AdminStats on AdminStats {\n    id\n    totalUsers {\n      total\n      thisMonth\n      lastMonth\n      changePercent\n    }\n    totalAgents {\n      total\n      thisMonth\n      lastMonth\n      changePercent\n    }\n    transactionCount {\n      total\n      thisMonth\n      lastMonth\n      changePercent\n    }\n    totalVolume {\n      total\n      thisMonth\n      lastMonth\n      changePercent\n    }\n    recentTransactionCount\n    recentVolume\n    completionRate\n    today {\n      transactionCount\n      volume\n    }\n    activeUsers\n  }\n"): (typeof documents)["\n  fragment AdminOverview_AdminStats on AdminStats {\n    id\n    totalUsers {\n      total\n      thisMonth\n      lastMonth\n      changePercent\n    }\n    totalAgents {\n      total\n      thisMonth\n      lastMonth\n      changePercent\n    }\n    transactionCount {\n      total\n      thisMonth\n      lastMonth\n      changePercent\n    }\n    totalVolume {\n      total\n      thisMonth\n      lastMonth\n      changePercent\n    }\n    recentTransactionCount\n    recentVolume\n    completionRate\n    today {\n      transactionCount\n      volume\n    }\n    activeUsers\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReversalsPage($status: ReversalStatus, $page: Int, $limit: Int) {\n    reversals(status: $status, page: $page, limit: $limit) {\n      items {\n        id\n        transactionId\n        transactionType\n        transactionAmount\n        amount\n        commission\n        reason\n        status\n        sender {\n          id\n          name\n        }\n        recipient {\n          id\n          name\n        }\n        proposedBy {\n          id\n          name\n        }\n        decidedBy {\n          id\n          name\n        }\n        decisionReason\n        reversalTransactionId\n        createdAt\n        decidedAt\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReversalsPage($status: ReversalStatus, $page: Int, $limit: Int) {\n    reversals(status: $status, page: $page, limit: $limit) {\n      items {\n        id\n        transactionId\n        transactionType\n        transactionAmount\n        amount\n        commission\n        reason\n        status\n        sender {\n          id\n          name\n        }\n        recipient {\n          id\n          name\n        }\n        proposedBy {\n          id\n          name\n        }\n        decidedBy {\n          id\n          name\n        }\n        decisionReason\n        reversalTransactionId\n        createdAt\n        decidedAt\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposeReversal($input: ProposeReversalInput!) {\n    proposeReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProposeReversal($input: ProposeReversalInput!) {\n    proposeReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveReversal($input: ReversalDecisionInput!) {\n    approveReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n        reversalTransactionId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveReversal($input: ReversalDecisionInput!) {\n    approveReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n        reversalTransactionId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectReversal($input: ReversalDecisionInput!) {\n    rejectReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectReversal($input: ReversalDecisionInput!) {\n    rejectReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTransactionTable_Transaction on Transaction {\n    id\n    ...TransactionFields\n    user {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment AdminTransactionTable_Transaction on Transaction {\n    id\n    ...TransactionFields\n    user {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTransactions($filter: AdminTransactionFilter, $page: Int, $limit: Int) {\n    transactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        ...AdminTransactionTable_Transaction\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        totalCount\n        completedCount\n        pendingCount\n        failedCount\n        cancelledCount\n        completedAmount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTransactions($filter: AdminTransactionFilter, $page: Int, $limit: Int) {\n    transactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        ...AdminTransactionTable_Transaction\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        totalCount\n        completedCount\n        pendingCount\n        failedCount\n        cancelledCount\n        completedAmount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      ...AdminUserDetails_User\n    }\n  }\n"): (typeof documents)["\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      ...AdminUserDetails_User\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserAuditLog($userId: ID!, $page: Int, $limit: Int) {\n    auditLog(userId: $userId, page: $page, limit: $limit) {\n      items {\n        id\n        action\n        actor {\n          id\n          name\n        }\n        reason\n        createdAt\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserAuditLog($userId: ID!, $page: Int, $limit: Int) {\n    auditLog(userId: $userId, page: $page, limit: $limit) {\n      items {\n        id\n        action\n        actor {\n          id\n          name\n        }\n        reason\n        createdAt\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserTransactions($userId: ID!, $limit: Int) {\n    transactions(filter: { userId: $userId }, limit: $limit) {\n      items {\n        id\n        ...TransactionFields\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserTransactions($userId: ID!, $limit: Int) {\n    transactions(filter: { userId: $userId }, limit: $limit) {\n      items {\n        id\n        ...TransactionFields\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllUsers($role: Role, $search: String, $page: Int, $limit: Int) {\n    users(role: $role, search: $search, page: $page, limit: $limit) {\n      items {\n        id\n        ...AdminUserDetails_User\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query AllUsers($role: Role, $search: String, $page: Int, $limit: Int) {\n    users(role: $role, search: $search, page: $page, limit: $limit) {\n      items {\n        id\n        ...AdminUserDetails_User\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWallets($input: WalletListInput) {\n    wallets(input: $input) {\n      items {\n        id\n        ...WalletTable_Wallet\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        totalWallets\n        activeWallets\n        blockedWallets\n        totalBalance\n        averageBalance\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWallets($input: WalletListInput) {\n    wallets(input: $input) {\n      items {\n        id\n        ...WalletTable_Wallet\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        totalWallets\n        activeWallets\n        blockedWallets\n        totalBalance\n        averageBalance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WalletTable_Wallet on Wallet {\n    id\n    balance\n    isBlocked\n    dailySpentAmount\n    dailyTransactionCount\n    monthlySpentAmount\n    monthlyTransactionCount\n    createdAt\n    updatedAt\n    user {\n      id\n      name\n      email\n      role\n      isClosed\n    }\n  }\n"): (typeof documents)["\n  fragment WalletTable_Wallet on Wallet {\n    id\n    balance\n    isBlocked\n    dailySpentAmount\n    dailyTransactionCount\n    monthlySpentAmount\n    monthlyTransactionCount\n    createdAt\n    updatedAt\n    user {\n      id\n      name\n      email\n      role\n      isClosed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWalletBlocked($input: SetWalletBlockedInput!) {\n    setWalletBlocked(input: $input) {\n      message\n      wallet {\n        id\n        ...WalletTable_Wallet\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetWalletBlocked($input: SetWalletBlockedInput!) {\n    setWalletBlocked(input: $input) {\n      message\n      wallet {\n        id\n        ...WalletTable_Wallet\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerByCode($handle: ID!) {\n    payee(handle: $handle) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n"): (typeof documents)["\n  query CustomerByCode($handle: ID!) {\n    payee(handle: $handle) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CashIn($input: CashInInput!) {\n    cashIn(input: $input) {\n      message\n      transaction {\n        id\n        amount\n        commission\n        recipient {\n          id\n          name\n        }\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CashIn($input: CashInInput!) {\n    cashIn(input: $input) {\n      message\n      transaction {\n        id\n        amount\n        commission\n        recipient {\n          id\n          name\n        }\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CashOut($input: CashOutInput!) {\n    cashOut(input: $input) {\n      message\n      transaction {\n        id\n        amount\n        commission\n        sender {\n          id\n          name\n        }\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CashOut($input: CashOutInput!) {\n    cashOut(input: $input) {\n      message\n      transaction {\n        id\n        amount\n        commission\n        sender {\n          id\n          name\n        }\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentOverviewStats($period: StatsPeriod!) {\n    agentStats(period: $period) {\n      id\n      ...AgentOverview_AgentStats\n    }\n  }\n"): (typeof documents)["\n  query AgentOverviewStats($period: StatsPeriod!) {\n    agentStats(period: $period) {\n      id\n      ...AgentOverview_AgentStats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentRecentTransactions($limit: Int!) {\n    myTransactions(page: 1, limit: $limit) {\n      items {\n        id\n        ...TransactionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentRecentTransactions($limit: Int!) {\n    myTransactions(page: 1, limit: $limit) {\n      items {\n        id\n        ...TransactionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgentOverview_AgentStats on AgentStats {\n    id\n    period\n    cashIn {\n      amount\n      count\n    }\n    cashOut {\n      amount\n      count\n    }\n    send {\n      amount\n      count\n    }\n    walletBalance\n    totalTransactions\n    successRate\n    totalVolume\n    averageTransaction\n    commissionEarned\n    isApproved\n    memberSince\n  }\n"): (typeof documents)["\n  fragment AgentOverview_AgentStats on AgentStats {\n    id\n    period\n    cashIn {\n      amount\n      count\n    }\n    cashOut {\n      amount\n      count\n    }\n    send {\n      amount\n      count\n    }\n    walletBalance\n    totalTransactions\n    successRate\n    totalVolume\n    averageTransaction\n    commissionEarned\n    isApproved\n    memberSince\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentFloat {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n"): (typeof documents)["\n  query AgentFloat {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        phone\n        role\n        isEmailVerified\n        isApproved\n        createdAt\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        phone\n        role\n        isEmailVerified\n        isApproved\n        createdAt\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVerificationCode($email: String!) {\n    sendVerificationCode(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendVerificationCode($email: String!) {\n    sendVerificationCode(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyHistory($filter: TransactionFilter, $page: Int, $limit: Int) {\n    myTransactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        ...TransactionFields\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        ...HistorySummary_TransactionSummary\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyHistory($filter: TransactionFilter, $page: Int, $limit: Int) {\n    myTransactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        ...TransactionFields\n      }\n      pagination {\n        ...PagedList_Pagination\n      }\n      summary {\n        ...HistorySummary_TransactionSummary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTransactionDisputes($transactionId: ID!) {\n    myDisputes(transactionId: $transactionId) {\n      items {\n        id\n        reason\n        note\n        status\n        notes {\n          status\n          note\n          authorRole\n          createdAt\n        }\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyTransactionDisputes($transactionId: ID!) {\n    myDisputes(transactionId: $transactionId) {\n      items {\n        id\n        reason\n        note\n        status\n        notes {\n          status\n          note\n          authorRole\n          createdAt\n        }\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportProblem($input: ReportProblemInput!) {\n    reportProblem(input: $input) {\n      message\n      dispute {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReportProblem($input: ReportProblemInput!) {\n    reportProblem(input: $input) {\n      message\n      dispute {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        id\n        name\n        phone\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        id\n        name\n        phone\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      contact {\n        id\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      contact {\n        id\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatsSection_PublicStats on PublicStats {\n    totalUsers\n    totalAgents\n    totalTransactions\n    totalVolume\n  }\n"): (typeof documents)["\n  fragment StatsSection_PublicStats on PublicStats {\n    totalUsers\n    totalAgents\n    totalTransactions\n    totalVolume\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    publicStats {\n      id\n      ...StatsSection_PublicStats\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    publicStats {\n      id\n      ...StatsSection_PublicStats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsWithdrawalPolicy {\n    withdrawalPolicy {\n      id\n      payoutDelaySeconds\n    }\n  }\n"): (typeof documents)["\n  query PaymentsWithdrawalPolicy {\n    withdrawalPolicy {\n      id\n      payoutDelaySeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceStatus {\n    serviceStatus {\n      id\n      api\n      database\n      checkedAt\n    }\n  }\n"): (typeof documents)["\n  query ServiceStatus {\n    serviceStatus {\n      id\n      api\n      database\n      checkedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMoney($input: RequestMoneyInput!) {\n    requestMoney(input: $input) {\n      message\n      moneyRequest {\n        ...MoneyRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestMoney($input: RequestMoneyInput!) {\n    requestMoney(input: $input) {\n      message\n      moneyRequest {\n        ...MoneyRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestsWallet {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n"): (typeof documents)["\n  query RequestsWallet {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyRequests($direction: MoneyRequestDirection!, $page: Int, $limit: Int) {\n    moneyRequests(direction: $direction, page: $page, limit: $limit) {\n      items {\n        ...MoneyRequestFields\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query MoneyRequests($direction: MoneyRequestDirection!, $page: Int, $limit: Int) {\n    moneyRequests(direction: $direction, page: $page, limit: $limit) {\n      items {\n        ...MoneyRequestFields\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayMoneyRequest($input: PayMoneyRequestInput!) {\n    payMoneyRequest(input: $input) {\n      message\n      moneyRequest {\n        ...MoneyRequestFields\n      }\n      transaction {\n        id\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayMoneyRequest($input: PayMoneyRequestInput!) {\n    payMoneyRequest(input: $input) {\n      message\n      moneyRequest {\n        ...MoneyRequestFields\n      }\n      transaction {\n        id\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineMoneyRequest($id: ID!) {\n    declineMoneyRequest(id: $id) {\n      message\n      moneyRequest {\n        ...MoneyRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineMoneyRequest($id: ID!) {\n    declineMoneyRequest(id: $id) {\n      message\n      moneyRequest {\n        ...MoneyRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMoneyRequest($id: ID!) {\n    cancelMoneyRequest(id: $id) {\n      message\n      moneyRequest {\n        ...MoneyRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMoneyRequest($id: ID!) {\n    cancelMoneyRequest(id: $id) {\n      message\n      moneyRequest {\n        ...MoneyRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMoney($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      message\n      transaction {\n        id\n        amount\n        recipient {\n          id\n          name\n        }\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendMoney($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      message\n      transaction {\n        id\n        amount\n        recipient {\n          id\n          name\n        }\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SendMoneyWallet {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n"): (typeof documents)["\n  query SendMoneyWallet {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Payee($handle: ID!) {\n    payee(handle: $handle) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n"): (typeof documents)["\n  query Payee($handle: ID!) {\n    payee(handle: $handle) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseAccount($password: String!) {\n    closeAccount(password: $password) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CloseAccount($password: String!) {\n    closeAccount(password: $password) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      message\n      settings {\n        ...SettingsPage_Settings\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      message\n      settings {\n        ...SettingsPage_Settings\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTwoFactorSetup {\n    startTwoFactorSetup {\n      secret\n      otpauthUrl\n    }\n  }\n"): (typeof documents)["\n  mutation StartTwoFactorSetup {\n    startTwoFactorSetup {\n      secret\n      otpauthUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code) {\n      message\n      recoveryCodes\n      settings {\n        ...SettingsPage_Settings\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code) {\n      message\n      recoveryCodes\n      settings {\n        ...SettingsPage_Settings\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FreezeWalletCard {\n    myWallet {\n      id\n      isBlocked\n      controls {\n        isFrozen\n        frozenAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query FreezeWalletCard {\n    myWallet {\n      id\n      isBlocked\n      controls {\n        isFrozen\n        frozenAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfreezeMyWallet($input: UnfreezeWalletInput!) {\n    unfreezeMyWallet(input: $input) {\n      message\n      wallet {\n        id\n        isBlocked\n        controls {\n          isFrozen\n          frozenAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnfreezeMyWallet($input: UnfreezeWalletInput!) {\n    unfreezeMyWallet(input: $input) {\n      message\n      wallet {\n        id\n        isBlocked\n        controls {\n          isFrozen\n          frozenAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      message\n      settings {\n        ...SettingsPage_Settings\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      message\n      settings {\n        ...SettingsPage_Settings\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalLimitsCard {\n    myWallet {\n      id\n      controls {\n        isFrozen\n        platformDailyAmount\n        platformMonthlyAmount\n        personalDailyAmount\n        personalMonthlyAmount\n        pendingDailyAmount\n        pendingDailyAt\n        pendingMonthlyAmount\n        pendingMonthlyAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query PersonalLimitsCard {\n    myWallet {\n      id\n      controls {\n        isFrozen\n        platformDailyAmount\n        platformMonthlyAmount\n        personalDailyAmount\n        personalMonthlyAmount\n        pendingDailyAmount\n        pendingDailyAt\n        pendingMonthlyAmount\n        pendingMonthlyAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPersonalLimits($input: PersonalLimitsInput!) {\n    setPersonalLimits(input: $input) {\n      message\n      wallet {\n        id\n        limits {\n          dailyAmount\n          monthlyAmount\n          dailyRemainingAmount\n          monthlyRemainingAmount\n        }\n        controls {\n          isFrozen\n          platformDailyAmount\n          platformMonthlyAmount\n          personalDailyAmount\n          personalMonthlyAmount\n          pendingDailyAmount\n          pendingDailyAt\n          pendingMonthlyAmount\n          pendingMonthlyAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetPersonalLimits($input: PersonalLimitsInput!) {\n    setPersonalLimits(input: $input) {\n      message\n      wallet {\n        id\n        limits {\n          dailyAmount\n          monthlyAmount\n          dailyRemainingAmount\n          monthlyRemainingAmount\n        }\n        controls {\n          isFrozen\n          platformDailyAmount\n          platformMonthlyAmount\n          personalDailyAmount\n          personalMonthlyAmount\n          pendingDailyAmount\n          pendingDailyAt\n          pendingMonthlyAmount\n          pendingMonthlyAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsPage {\n    mySettings {\n      ...SettingsPage_Settings\n    }\n  }\n"): (typeof documents)["\n  query SettingsPage {\n    mySettings {\n      ...SettingsPage_Settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsPage_Settings on Settings {\n    notifications {\n      transactionAlerts\n      securityAlerts\n      marketing\n    }\n    twoFactor {\n      enabled\n      enabledAt\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  fragment SettingsPage_Settings on Settings {\n    notifications {\n      transactionAlerts\n      securityAlerts\n      marketing\n    }\n    twoFactor {\n      enabled\n      enabledAt\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWalletPageTest_History($page: Int, $limit: Int) {\n    myTransactions(page: $page, limit: $limit) {\n      __typename\n      items {\n        __typename\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyWalletPageTest_History($page: Int, $limit: Int) {\n    myTransactions(page: $page, limit: $limit) {\n      __typename\n      items {\n        __typename\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWalletPage {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n"): (typeof documents)["\n  query MyWalletPage {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserOverviewWallet {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n"): (typeof documents)["\n  query UserOverviewWallet {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentTransactions($limit: Int!) {\n    myTransactions(page: 1, limit: $limit) {\n      items {\n        id\n        ...TransactionFields\n      }\n    }\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n"): (typeof documents)["\n  query RecentTransactions($limit: Int!) {\n    myTransactions(page: 1, limit: $limit) {\n      items {\n        id\n        ...TransactionFields\n      }\n    }\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CounterAgent($handle: ID!) {\n    counterAgent(handle: $handle) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CounterAgent($handle: ID!) {\n    counterAgent(handle: $handle) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCashOutCode($input: CreateCashOutCodeInput!) {\n    createCashOutCode(input: $input) {\n      code\n      maxAmount\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCashOutCode($input: CreateCashOutCodeInput!) {\n    createCashOutCode(input: $input) {\n      code\n      maxAmount\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalPolicy {\n    withdrawalPolicy {\n      id\n      payoutDelaySeconds\n    }\n  }\n"): (typeof documents)["\n  query WithdrawalPolicy {\n    withdrawalPolicy {\n      id\n      payoutDelaySeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingWithdrawals($limit: Int!) {\n    myWallet {\n      id\n      ...WalletFields\n    }\n    myTransactions(filter: { type: WITHDRAW, status: PENDING }, page: 1, limit: $limit) {\n      items {\n        id\n        status\n        ...TransactionFields\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n      summary {\n        totalCount\n        completedCount\n        pendingCount\n        failedCount\n        cancelledCount\n        totalIn\n        totalOut\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingWithdrawals($limit: Int!) {\n    myWallet {\n      id\n      ...WalletFields\n    }\n    myTransactions(filter: { type: WITHDRAW, status: PENDING }, page: 1, limit: $limit) {\n      items {\n        id\n        status\n        ...TransactionFields\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n      summary {\n        totalCount\n        completedCount\n        pendingCount\n        failedCount\n        cancelledCount\n        totalIn\n        totalOut\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Withdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      message\n      transaction {\n        id\n        amount\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Withdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      message\n      transaction {\n        id\n        amount\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawWallet {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n"): (typeof documents)["\n  query WithdrawWallet {\n    myWallet {\n      id\n      ...WalletFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      name\n      email\n      phone\n      role\n      isEmailVerified\n      isApproved\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      name\n      email\n      phone\n      role\n      isEmailVerified\n      isApproved\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PagedList_Pagination on Pagination {\n    currentPage\n    totalPages\n    totalItems\n    itemsPerPage\n  }\n"): (typeof documents)["\n  fragment PagedList_Pagination on Pagination {\n    currentPage\n    totalPages\n    totalItems\n    itemsPerPage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n      transaction {\n        id\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n      transaction {\n        id\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HistorySummary_TransactionSummary on TransactionSummary {\n    totalCount\n    completedCount\n    pendingCount\n    failedCount\n    cancelledCount\n    totalIn\n    totalOut\n  }\n"): (typeof documents)["\n  fragment HistorySummary_TransactionSummary on TransactionSummary {\n    totalCount\n    completedCount\n    pendingCount\n    failedCount\n    cancelledCount\n    totalIn\n    totalOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyWalletChanged {\n    myWalletChanged {\n      id\n      ...WalletFields\n    }\n  }\n"): (typeof documents)["\n  subscription MyWalletChanged {\n    myWalletChanged {\n      id\n      ...WalletFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyTransactionAdded {\n    myTransactionAdded {\n      id\n      ...TransactionFields\n    }\n  }\n"): (typeof documents)["\n  subscription MyTransactionAdded {\n    myTransactionAdded {\n      id\n      ...TransactionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MoneyRequestChanged {\n    moneyRequestChanged {\n      id\n      ...MoneyRequestFields\n    }\n  }\n"): (typeof documents)["\n  subscription MoneyRequestChanged {\n    moneyRequestChanged {\n      id\n      ...MoneyRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WalletFields on Wallet {\n    id\n    userId\n    balance\n    isBlocked\n    dailySpentAmount\n    dailyTransactionCount\n    monthlySpentAmount\n    monthlyTransactionCount\n    lastDailyReset\n    lastMonthlyReset\n    createdAt\n    updatedAt\n    limits {\n      dailyAmount\n      dailyCount\n      monthlyAmount\n      monthlyCount\n      dailyRemainingAmount\n      dailyRemainingCount\n      monthlyRemainingAmount\n      monthlyRemainingCount\n    }\n  }\n"): (typeof documents)["\n  fragment WalletFields on Wallet {\n    id\n    userId\n    balance\n    isBlocked\n    dailySpentAmount\n    dailyTransactionCount\n    monthlySpentAmount\n    monthlyTransactionCount\n    lastDailyReset\n    lastMonthlyReset\n    createdAt\n    updatedAt\n    limits {\n      dailyAmount\n      dailyCount\n      monthlyAmount\n      monthlyCount\n      dailyRemainingAmount\n      dailyRemainingCount\n      monthlyRemainingAmount\n      monthlyRemainingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransactionFields on Transaction {\n    id\n    type\n    direction\n    status\n    amount\n    fee\n    commission\n    refunded\n    method\n    description\n    sender {\n      id\n      name\n    }\n    recipient {\n      id\n      name\n    }\n    createdAt\n    updatedAt\n    settledAt\n    failureReason\n    reverses\n    reversedBy\n  }\n"): (typeof documents)["\n  fragment TransactionFields on Transaction {\n    id\n    type\n    direction\n    status\n    amount\n    fee\n    commission\n    refunded\n    method\n    description\n    sender {\n      id\n      name\n    }\n    recipient {\n      id\n      name\n    }\n    createdAt\n    updatedAt\n    settledAt\n    failureReason\n    reverses\n    reversedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoneyRequestFields on MoneyRequest {\n    id\n    direction\n    status\n    amount\n    note\n    transactionId\n    requester {\n      id\n      name\n    }\n    payer {\n      id\n      name\n    }\n    expiresAt\n    closedAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MoneyRequestFields on MoneyRequest {\n    id\n    direction\n    status\n    amount\n    note\n    transactionId\n    requester {\n      id\n      name\n    }\n    payer {\n      id\n      name\n    }\n    expiresAt\n    closedAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transactions($filter: TransactionFilter, $page: Int, $limit: Int) {\n    myTransactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        createdAt\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Transactions($filter: TransactionFilter, $page: Int, $limit: Int) {\n    myTransactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        createdAt\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query History($page: Int, $limit: Int) {\n    myTransactions(page: $page, limit: $limit) {\n      items {\n        id\n        createdAt\n      }\n      summary {\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query History($page: Int, $limit: Int) {\n    myTransactions(page: $page, limit: $limit) {\n      items {\n        id\n        createdAt\n      }\n      summary {\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Stats {\n    agentStats(period: TODAY) {\n      id\n      totalTransactions\n    }\n  }\n"): (typeof documents)["\n  query Stats {\n    agentStats(period: TODAY) {\n      id\n      totalTransactions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Requests($direction: MoneyRequestDirection!, $status: MoneyRequestStatus, $limit: Int) {\n    moneyRequests(direction: $direction, status: $status, limit: $limit) {\n      items {\n        id\n        direction\n        createdAt\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Requests($direction: MoneyRequestDirection!, $status: MoneyRequestStatus, $limit: Int) {\n    moneyRequests(direction: $direction, status: $status, limit: $limit) {\n      items {\n        id\n        direction\n        createdAt\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      fragment Arrived on Transaction {\n        id\n        createdAt\n      }\n    "): (typeof documents)["\n      fragment Arrived on Transaction {\n        id\n        createdAt\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        fragment Asked on MoneyRequest {\n          id\n          direction\n          createdAt\n        }\n      "): (typeof documents)["\n        fragment Asked on MoneyRequest {\n          id\n          direction\n          createdAt\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelWithdrawal($id: ID!) {\n    cancelWithdrawal(id: $id) {\n      message\n      transaction {\n        id\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelWithdrawal($id: ID!) {\n    cancelWithdrawal(id: $id) {\n      message\n      transaction {\n        id\n        ...TransactionFields\n      }\n      wallet {\n        id\n        ...WalletFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionById($id: ID!) {\n    transaction(id: $id) {\n      id\n      ...TransactionFields\n    }\n  }\n"): (typeof documents)["\n  query TransactionById($id: ID!) {\n    transaction(id: $id) {\n      id\n      ...TransactionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWalletControls {\n    myWallet {\n      id\n      controls {\n        isFrozen\n        frozenAt\n        platformDailyAmount\n        platformMonthlyAmount\n        personalDailyAmount\n        personalMonthlyAmount\n        pendingDailyAmount\n        pendingDailyAt\n        pendingMonthlyAmount\n        pendingMonthlyAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyWalletControls {\n    myWallet {\n      id\n      controls {\n        isFrozen\n        frozenAt\n        platformDailyAmount\n        platformMonthlyAmount\n        personalDailyAmount\n        personalMonthlyAmount\n        pendingDailyAmount\n        pendingDailyAt\n        pendingMonthlyAmount\n        pendingMonthlyAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FreezeMyWallet {\n    freezeMyWallet {\n      message\n      wallet {\n        id\n        isBlocked\n        controls {\n          isFrozen\n          frozenAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FreezeMyWallet {\n    freezeMyWallet {\n      message\n      wallet {\n        id\n        isBlocked\n        controls {\n          isFrozen\n          frozenAt\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;