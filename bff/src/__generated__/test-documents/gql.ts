/* eslint-disable */
import * as types from './graphql';



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
    "\n  mutation LiveTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": typeof types.LiveTestLoginDocument,
    "\n  mutation LiveTestLogout {\n    logout {\n      message\n    }\n  }\n": typeof types.LiveTestLogoutDocument,
    "\n  mutation LiveTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      transaction {\n        id\n      }\n    }\n  }\n": typeof types.LiveTestAddMoneyDocument,
    "\n  mutation LiveTestSendMoney($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      transaction {\n        id\n      }\n      wallet {\n        id\n      }\n    }\n  }\n": typeof types.LiveTestSendMoneyDocument,
    "\n  query LiveTestMyWallet {\n    myWallet {\n      id\n      balance\n    }\n  }\n": typeof types.LiveTestMyWalletDocument,
    "\n  mutation MutationTestSubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      contact {\n        id\n        createdAt\n      }\n    }\n  }\n": typeof types.MutationTestSubmitContactDocument,
    "\n  query QueryTestPublicStats {\n    publicStats {\n      id\n      totalUsers\n      totalAgents\n      totalTransactions\n      totalVolume\n    }\n  }\n": typeof types.QueryTestPublicStatsDocument,
    "\n  mutation AdminTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": typeof types.AdminTestLoginDocument,
    "\n  fragment AdminTestPayload on MoneyPayload {\n    message\n    transaction {\n      id\n      type\n      status\n      amount\n      fee\n    }\n    wallet {\n      id\n      balance\n    }\n  }\n": typeof types.AdminTestPayloadFragmentDoc,
    "\n  mutation AdminTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      ...AdminTestPayload\n    }\n  }\n": typeof types.AdminTestAddMoneyDocument,
    "\n  mutation AdminTestSendMoney($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      ...AdminTestPayload\n    }\n  }\n": typeof types.AdminTestSendMoneyDocument,
    "\n  mutation AdminTestWithdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      ...AdminTestPayload\n    }\n  }\n": typeof types.AdminTestWithdrawDocument,
    "\n  mutation AdminTestCashIn($input: CashInInput!) {\n    cashIn(input: $input) {\n      ...AdminTestPayload\n    }\n  }\n": typeof types.AdminTestCashInDocument,
    "\n  mutation AdminTestApprove($input: AgentDecisionInput!) {\n    approveAgent(input: $input) {\n      message\n      user {\n        id\n        isApproved\n        agentStatus\n      }\n    }\n  }\n": typeof types.AdminTestApproveDocument,
    "\n  mutation AdminTestSuspend($input: AgentDecisionInput!) {\n    suspendAgent(input: $input) {\n      message\n      user {\n        id\n        isApproved\n        agentStatus\n      }\n    }\n  }\n": typeof types.AdminTestSuspendDocument,
    "\n  query AdminTestAdminStats {\n    adminStats {\n      id\n      totalUsers {\n        total\n        thisMonth\n        lastMonth\n        changePercent\n      }\n      totalAgents {\n        total\n        thisMonth\n        lastMonth\n        changePercent\n      }\n      transactionCount {\n        total\n        thisMonth\n        lastMonth\n        changePercent\n      }\n      totalVolume {\n        total\n        thisMonth\n        lastMonth\n        changePercent\n      }\n      recentTransactionCount\n      recentVolume\n      completionRate\n      today {\n        transactionCount\n        volume\n      }\n      activeUsers\n      recentTransactions {\n        id\n        type\n        status\n        amount\n        user {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.AdminTestAdminStatsDocument,
    "\n  query AdminTestWallets($input: WalletListInput) {\n    wallets(input: $input) {\n      items {\n        id\n        userId\n        balance\n        isBlocked\n        user {\n          id\n          name\n          email\n          role\n        }\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n      summary {\n        totalWallets\n        activeWallets\n        blockedWallets\n        totalBalance\n        averageBalance\n      }\n    }\n  }\n": typeof types.AdminTestWalletsDocument,
    "\n  fragment AdminTestUser on User {\n    id\n    name\n    email\n    role\n    isEmailVerified\n    isApproved\n    agentStatus\n    wallet {\n      id\n      userId\n      balance\n    }\n  }\n": typeof types.AdminTestUserFragmentDoc,
    "\n  query AdminTestUsers($role: Role, $search: String, $page: Int, $limit: Int) {\n    users(role: $role, search: $search, page: $page, limit: $limit) {\n      items {\n        ...AdminTestUser\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n      summary {\n        total\n        verified\n        approved\n        pending\n        suspended\n        blocked\n      }\n    }\n  }\n": typeof types.AdminTestUsersDocument,
    "\n  query AdminTestUser($id: ID!) {\n    user(id: $id) {\n      ...AdminTestUser\n    }\n  }\n": typeof types.AdminTestUserDocument,
    "\n  query AdminTestTransactions($filter: AdminTransactionFilter, $page: Int, $limit: Int) {\n    transactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        type\n        status\n        amount\n        commission\n        sender {\n          id\n          name\n        }\n        recipient {\n          id\n          name\n        }\n        user {\n          id\n          name\n          email\n        }\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n      summary {\n        totalCount\n        completedCount\n        pendingCount\n        failedCount\n        cancelledCount\n        completedAmount\n      }\n    }\n  }\n": typeof types.AdminTestTransactionsDocument,
    "\n  query AdminTestAuditLog($userId: ID, $page: Int, $limit: Int) {\n    auditLog(userId: $userId, page: $page, limit: $limit) {\n      items {\n        id\n        action\n        actor {\n          id\n          name\n        }\n        target {\n          id\n          name\n        }\n        targetWalletId\n        reason\n        createdAt\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n": typeof types.AdminTestAuditLogDocument,
    "\n  mutation AdminTestSetWalletBlocked($input: SetWalletBlockedInput!) {\n    setWalletBlocked(input: $input) {\n      message\n      wallet {\n        id\n        userId\n        isBlocked\n        balance\n      }\n    }\n  }\n": typeof types.AdminTestSetWalletBlockedDocument,
    "\n        query AdminTestMe {\n          me {\n            id\n          }\n        }\n      ": typeof types.AdminTestMeDocument,
    "\n        query AdminTestMine {\n          me {\n            id\n            agentStatus\n            wallet {\n              id\n            }\n          }\n          myWallet {\n            id\n            user {\n              id\n              name\n            }\n          }\n          myTransactions {\n            items {\n              id\n              user {\n                id\n                name\n              }\n            }\n          }\n        }\n      ": typeof types.AdminTestMineDocument,
    "\n        query AdminTestBoth($id: ID!) {\n          adminStats {\n            id\n          }\n          transaction(id: $id) {\n            id\n            type\n            amount\n          }\n        }\n      ": typeof types.AdminTestBothDocument,
    "\n        query AdminTestAgents {\n          users(role: AGENT) {\n            items {\n              id\n              agentStatus\n              wallet {\n                id\n                user {\n                  id\n                  name\n                }\n              }\n            }\n            summary {\n              total\n              verified\n              approved\n              pending\n              suspended\n              blocked\n            }\n          }\n        }\n      ": typeof types.AdminTestAgentsDocument,
    "\n          query AdminTestUsersByRole($role: Role) {\n            users(role: $role) {\n              items {\n                id\n                role\n              }\n            }\n          }\n        ": typeof types.AdminTestUsersByRoleDocument,
    "\n        query AdminTestBothListed($id: ID!) {\n          transactions {\n            items {\n              id\n            }\n          }\n          transaction(id: $id) {\n            id\n            type\n            user {\n              id\n            }\n          }\n        }\n      ": typeof types.AdminTestBothListedDocument,
    "\n  fragment AgentsTestTransaction on Transaction {\n    id\n    type\n    direction\n    status\n    amount\n    fee\n    commission\n    sender {\n      id\n      name\n    }\n    recipient {\n      id\n      name\n    }\n  }\n": typeof types.AgentsTestTransactionFragmentDoc,
    "\n  fragment AgentsTestPayload on MoneyPayload {\n    message\n    transaction {\n      ...AgentsTestTransaction\n    }\n    wallet {\n      id\n      userId\n      balance\n    }\n  }\n": typeof types.AgentsTestPayloadFragmentDoc,
    "\n  fragment AgentsTestUser on User {\n    id\n    name\n    email\n    role\n    isApproved\n    createdAt\n  }\n": typeof types.AgentsTestUserFragmentDoc,
    "\n  mutation AgentsTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": typeof types.AgentsTestLoginDocument,
    "\n  mutation AgentsTestApprove($input: AgentDecisionInput!) {\n    approveAgent(input: $input) {\n      message\n      user {\n        ...AgentsTestUser\n      }\n    }\n  }\n": typeof types.AgentsTestApproveDocument,
    "\n  mutation AgentsTestSuspend($input: AgentDecisionInput!) {\n    suspendAgent(input: $input) {\n      message\n      user {\n        ...AgentsTestUser\n      }\n    }\n  }\n": typeof types.AgentsTestSuspendDocument,
    "\n  mutation AgentsTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      ...AgentsTestPayload\n    }\n  }\n": typeof types.AgentsTestAddMoneyDocument,
    "\n  mutation AgentsTestCashIn($input: CashInInput!) {\n    cashIn(input: $input) {\n      ...AgentsTestPayload\n    }\n  }\n": typeof types.AgentsTestCashInDocument,
    "\n  mutation AgentsTestCashOut($input: CashOutInput!) {\n    cashOut(input: $input) {\n      ...AgentsTestPayload\n    }\n  }\n": typeof types.AgentsTestCashOutDocument,
    "\n  mutation AgentsTestCreateCashOutCode($input: CreateCashOutCodeInput!) {\n    createCashOutCode(input: $input) {\n      code\n      maxAmount\n      expiresAt\n    }\n  }\n": typeof types.AgentsTestCreateCashOutCodeDocument,
    "\n  query AgentsTestTransaction($id: ID!) {\n    transaction(id: $id) {\n      ...AgentsTestTransaction\n    }\n  }\n": typeof types.AgentsTestTransactionDocument,
    "\n  query AgentsTestMyTransactions {\n    myTransactions {\n      items {\n        ...AgentsTestTransaction\n      }\n    }\n  }\n": typeof types.AgentsTestMyTransactionsDocument,
    "\n  query AgentsTestMyWallet {\n    myWallet {\n      id\n      balance\n    }\n  }\n": typeof types.AgentsTestMyWalletDocument,
    "\n  query AgentsTestSearchUsers($search: String!) {\n    searchUsers(search: $search) {\n      id\n      name\n    }\n  }\n": typeof types.AgentsTestSearchUsersDocument,
    "\n  fragment AgentsTestStats on AgentStats {\n    id\n    period\n    cashIn {\n      amount\n      count\n    }\n    cashOut {\n      amount\n      count\n    }\n    send {\n      amount\n      count\n    }\n    walletBalance\n    totalTransactions\n    successRate\n    totalVolume\n    averageTransaction\n    commissionEarned\n    isApproved\n    memberSince\n  }\n": typeof types.AgentsTestStatsFragmentDoc,
    "\n  query AgentsTestAgentStats($period: StatsPeriod!) {\n    agentStats(period: $period) {\n      ...AgentsTestStats\n    }\n  }\n": typeof types.AgentsTestAgentStatsDocument,
    "\n      query AgentsTestPeriods {\n        today: agentStats(period: TODAY) {\n          id\n          cashIn {\n            amount\n            count\n          }\n        }\n        again: agentStats(period: TODAY) {\n          id\n        }\n        month: agentStats(period: MONTH) {\n          id\n          period\n          cashIn {\n            amount\n            count\n          }\n        }\n      }\n    ": typeof types.AgentsTestPeriodsDocument,
    "\n  fragment AuthTestUser on User {\n    id\n    name\n    email\n    phone\n    role\n    isEmailVerified\n    isApproved\n    createdAt\n    updatedAt\n  }\n": typeof types.AuthTestUserFragmentDoc,
    "\n  mutation AuthTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...AuthTestUser\n      }\n    }\n  }\n": typeof types.AuthTestLoginDocument,
    "\n  query AuthTestMe {\n    me {\n      ...AuthTestUser\n    }\n  }\n": typeof types.AuthTestMeDocument,
    "\n  mutation AuthTestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        ...AuthTestUser\n      }\n    }\n  }\n": typeof types.AuthTestUpdateProfileDocument,
    "\n  mutation AuthTestChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": typeof types.AuthTestChangePasswordDocument,
    "\n  mutation AuthTestLogout {\n    logout {\n      message\n    }\n  }\n": typeof types.AuthTestLogoutDocument,
    "\n  mutation AuthTestForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.AuthTestForgotPasswordDocument,
    "\n  mutation AuthTestResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.AuthTestResetPasswordDocument,
    "\n  fragment DisputesTestDispute on Dispute {\n    id\n    transactionId\n    reason\n    note\n    status\n    reporter {\n      id\n      name\n    }\n    transaction {\n      id\n      type\n      amount\n    }\n    notes {\n      status\n      note\n      authorRole\n      authorName\n    }\n  }\n": typeof types.DisputesTestDisputeFragmentDoc,
    "\n  mutation DisputesTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": typeof types.DisputesTestLoginDocument,
    "\n  mutation DisputesTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n    }\n  }\n": typeof types.DisputesTestAddMoneyDocument,
    "\n  mutation DisputesTestSend($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      transaction {\n        id\n      }\n    }\n  }\n": typeof types.DisputesTestSendDocument,
    "\n  mutation DisputesTestReport($input: ReportProblemInput!) {\n    reportProblem(input: $input) {\n      message\n      dispute {\n        ...DisputesTestDispute\n      }\n    }\n  }\n": typeof types.DisputesTestReportDocument,
    "\n  mutation DisputesTestUpdate($input: UpdateDisputeInput!) {\n    updateDispute(input: $input) {\n      message\n      dispute {\n        ...DisputesTestDispute\n      }\n    }\n  }\n": typeof types.DisputesTestUpdateDocument,
    "\n  query DisputesTestMine($transactionId: ID) {\n    myDisputes(transactionId: $transactionId) {\n      items {\n        ...DisputesTestDispute\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n": typeof types.DisputesTestMineDocument,
    "\n  query DisputesTestQueue($status: DisputeStatus, $reason: DisputeReason) {\n    disputes(status: $status, reason: $reason) {\n      items {\n        ...DisputesTestDispute\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n": typeof types.DisputesTestQueueDocument,
    "\n  mutation DisputesTestPropose($input: ProposeReversalInput!) {\n    proposeReversal(input: $input) {\n      reversal {\n        id\n      }\n    }\n  }\n": typeof types.DisputesTestProposeDocument,
    "\n  query DisputesTestQueueReversals($status: DisputeStatus) {\n    disputes(status: $status, limit: 1000) {\n      items {\n        id\n        reversals {\n          id\n          transactionId\n          amount\n          reason\n          status\n        }\n      }\n    }\n  }\n": typeof types.DisputesTestQueueReversalsDocument,
    "\n  query DisputesTestMineReversals($transactionId: ID) {\n    myDisputes(transactionId: $transactionId) {\n      items {\n        id\n        reversals {\n          id\n        }\n      }\n    }\n  }\n": typeof types.DisputesTestMineReversalsDocument,
    "\n  query DisputesTestReversalsByTransaction($transactionId: ID) {\n    reversals(transactionId: $transactionId) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.DisputesTestReversalsByTransactionDocument,
    "\n  mutation LedgerTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": typeof types.LedgerTestLoginDocument,
    "\n  mutation LedgerTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n    }\n  }\n": typeof types.LedgerTestAddMoneyDocument,
    "\n  mutation LedgerTestWithdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      message\n    }\n  }\n": typeof types.LedgerTestWithdrawDocument,
    "\n  fragment LedgerTestCheck on LedgerCheck {\n    id\n    startedAt\n    durationMs\n    ok\n    breaches {\n      description\n      journalIds\n    }\n    requestedBy {\n      id\n      name\n    }\n  }\n": typeof types.LedgerTestCheckFragmentDoc,
    "\n  query LedgerTestSummary {\n    ledgerSummary {\n      id\n      total\n      walletsTotal\n      accounts {\n        kind\n        balance\n      }\n      days {\n        day\n        moneyIn\n        moneyOut\n      }\n      pendingPayouts {\n        count\n        amount\n        oldest {\n          id\n          amount\n          fee\n          method\n          createdAt\n          ageSeconds\n          user {\n            id\n            name\n          }\n        }\n      }\n      lastCheck {\n        ...LedgerTestCheck\n      }\n      checkIntervalMinutes\n    }\n  }\n": typeof types.LedgerTestSummaryDocument,
    "\n  mutation LedgerTestRunCheck {\n    runLedgerCheck {\n      message\n      check {\n        ...LedgerTestCheck\n      }\n      summary {\n        id\n        lastCheck {\n          id\n          ok\n        }\n      }\n    }\n  }\n": typeof types.LedgerTestRunCheckDocument,
    "\n  query LedgerTestChecks($page: Int, $limit: Int) {\n    ledgerChecks(page: $page, limit: $limit) {\n      items {\n        ...LedgerTestCheck\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n": typeof types.LedgerTestChecksDocument,
    "\n  fragment MoneyTestWallet on Wallet {\n    id\n    userId\n    balance\n    isBlocked\n    dailySpentAmount\n    dailyTransactionCount\n    monthlySpentAmount\n    monthlyTransactionCount\n    lastDailyReset\n    lastMonthlyReset\n    createdAt\n    updatedAt\n    limits {\n      dailyAmount\n      dailyCount\n      monthlyAmount\n      monthlyCount\n      dailyRemainingAmount\n      dailyRemainingCount\n      monthlyRemainingAmount\n      monthlyRemainingCount\n    }\n  }\n": typeof types.MoneyTestWalletFragmentDoc,
    "\n  fragment MoneyTestTransaction on Transaction {\n    id\n    type\n    direction\n    status\n    amount\n    fee\n    refunded\n    method\n    description\n    sender {\n      id\n      name\n    }\n    recipient {\n      id\n      name\n    }\n    createdAt\n    updatedAt\n    settledAt\n    failureReason\n  }\n": typeof types.MoneyTestTransactionFragmentDoc,
    "\n  fragment MoneyTestPayload on MoneyPayload {\n    message\n    transaction {\n      ...MoneyTestTransaction\n    }\n    wallet {\n      ...MoneyTestWallet\n    }\n  }\n": typeof types.MoneyTestPayloadFragmentDoc,
    "\n  mutation MoneyTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": typeof types.MoneyTestLoginDocument,
    "\n  query MoneyTestMyWallet {\n    myWallet {\n      ...MoneyTestWallet\n    }\n  }\n": typeof types.MoneyTestMyWalletDocument,
    "\n  mutation MoneyTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      ...MoneyTestPayload\n    }\n  }\n": typeof types.MoneyTestAddMoneyDocument,
    "\n  mutation MoneyTestSendMoney($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      ...MoneyTestPayload\n    }\n  }\n": typeof types.MoneyTestSendMoneyDocument,
    "\n  mutation MoneyTestWithdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      ...MoneyTestPayload\n    }\n  }\n": typeof types.MoneyTestWithdrawDocument,
    "\n  mutation MoneyTestCancel($id: ID!) {\n    cancelWithdrawal(id: $id) {\n      ...MoneyTestPayload\n    }\n  }\n": typeof types.MoneyTestCancelDocument,
    "\n  query MoneyTestMyTransactions($filter: TransactionFilter, $page: Int, $limit: Int) {\n    myTransactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        ...MoneyTestTransaction\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n      summary {\n        totalCount\n        completedCount\n        pendingCount\n        failedCount\n        cancelledCount\n        totalIn\n        totalOut\n      }\n    }\n  }\n": typeof types.MoneyTestMyTransactionsDocument,
    "\n  query MoneyTestTransaction($id: ID!) {\n    transaction(id: $id) {\n      ...MoneyTestTransaction\n    }\n  }\n": typeof types.MoneyTestTransactionDocument,
    "\n  query MoneyTestSearchUsers($search: String!, $limit: Int) {\n    searchUsers(search: $search, limit: $limit) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n": typeof types.MoneyTestSearchUsersDocument,
    "\n    query MoneyTestNamesOfTen {\n      myTransactions(limit: 10) {\n        items {\n          id\n          amount\n          sender {\n            id\n            name\n          }\n          recipient {\n            id\n            name\n          }\n        }\n      }\n    }\n  ": typeof types.MoneyTestNamesOfTenDocument,
    "\n      query MoneyTestBeside($id: ID!) {\n        before: transaction(id: $id) {\n          ...MoneyTestTransaction\n        }\n        myTransactions(limit: 10) {\n          items {\n            ...MoneyTestTransaction\n          }\n        }\n        after: transaction(id: $id) {\n          ...MoneyTestTransaction\n        }\n      }\n    ": typeof types.MoneyTestBesideDocument,
    "\n      query MoneyTestApart($id: ID!) {\n        myTransactions(limit: 2) {\n          items {\n            id\n          }\n        }\n        transaction(id: $id) {\n          id\n        }\n      }\n    ": typeof types.MoneyTestApartDocument,
    "\n  mutation PayLinksTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": typeof types.PayLinksTestLoginDocument,
    "\n  query PayLinksTestPayee($handle: ID!) {\n    payee(handle: $handle) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n": typeof types.PayLinksTestPayeeDocument,
    "\n  query PayLinksTestCounterAgent($handle: ID!) {\n    counterAgent(handle: $handle) {\n      id\n      name\n    }\n  }\n": typeof types.PayLinksTestCounterAgentDocument,
    "\n  fragment RequestsTestRequest on MoneyRequest {\n    id\n    direction\n    status\n    amount\n    note\n    transactionId\n    requester {\n      id\n      name\n    }\n    payer {\n      id\n      name\n    }\n    expiresAt\n    closedAt\n    createdAt\n  }\n": typeof types.RequestsTestRequestFragmentDoc,
    "\n  mutation RequestsTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": typeof types.RequestsTestLoginDocument,
    "\n  mutation RequestsTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n    }\n  }\n": typeof types.RequestsTestAddMoneyDocument,
    "\n  mutation RequestsTestRequestMoney($input: RequestMoneyInput!) {\n    requestMoney(input: $input) {\n      message\n      moneyRequest {\n        ...RequestsTestRequest\n      }\n    }\n  }\n": typeof types.RequestsTestRequestMoneyDocument,
    "\n  mutation RequestsTestPay($input: PayMoneyRequestInput!) {\n    payMoneyRequest(input: $input) {\n      message\n      moneyRequest {\n        ...RequestsTestRequest\n      }\n      transaction {\n        id\n        type\n        amount\n        description\n      }\n      wallet {\n        id\n        balance\n      }\n    }\n  }\n": typeof types.RequestsTestPayDocument,
    "\n  mutation RequestsTestDecline($id: ID!) {\n    declineMoneyRequest(id: $id) {\n      message\n      moneyRequest {\n        ...RequestsTestRequest\n      }\n    }\n  }\n": typeof types.RequestsTestDeclineDocument,
    "\n  mutation RequestsTestCancel($id: ID!) {\n    cancelMoneyRequest(id: $id) {\n      message\n      moneyRequest {\n        ...RequestsTestRequest\n      }\n    }\n  }\n": typeof types.RequestsTestCancelDocument,
    "\n  query RequestsTestList($direction: MoneyRequestDirection!, $status: MoneyRequestStatus) {\n    moneyRequests(direction: $direction, status: $status) {\n      items {\n        ...RequestsTestRequest\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n": typeof types.RequestsTestListDocument,
    "\n  mutation RequestsTestBlock($userId: ID!) {\n    blockRequester(userId: $userId) {\n      message\n      blocked {\n        id\n        name\n      }\n    }\n  }\n": typeof types.RequestsTestBlockDocument,
    "\n  mutation RequestsTestUnblock($userId: ID!) {\n    unblockRequester(userId: $userId) {\n      message\n      blocked {\n        id\n      }\n    }\n  }\n": typeof types.RequestsTestUnblockDocument,
    "\n  query RequestsTestBlocked {\n    blockedRequesters {\n      id\n      name\n      blockedAt\n    }\n  }\n": typeof types.RequestsTestBlockedDocument,
    "\n  mutation ReversalsTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": typeof types.ReversalsTestLoginDocument,
    "\n  mutation ReversalsTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n    }\n  }\n": typeof types.ReversalsTestAddMoneyDocument,
    "\n  mutation ReversalsTestSend($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      transaction {\n        id\n      }\n    }\n  }\n": typeof types.ReversalsTestSendDocument,
    "\n  query ReversalsTestBalance {\n    myWallet {\n      balance\n    }\n  }\n": typeof types.ReversalsTestBalanceDocument,
    "\n  mutation ReversalsTestPropose($input: ProposeReversalInput!) {\n    proposeReversal(input: $input) {\n      reversal {\n        id\n      }\n    }\n  }\n": typeof types.ReversalsTestProposeDocument,
    "\n  mutation ReversalsTestApprove($input: ReversalDecisionInput!) {\n    approveReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n        amount\n        decisionReason\n        reversalTransactionId\n        proposedBy {\n          name\n        }\n        decidedBy {\n          name\n        }\n      }\n    }\n  }\n": typeof types.ReversalsTestApproveDocument,
    "\n  mutation ReversalsTestReject($input: ReversalDecisionInput!) {\n    rejectReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n        decisionReason\n        reversalTransactionId\n        decidedBy {\n          name\n        }\n      }\n    }\n  }\n": typeof types.ReversalsTestRejectDocument,
    "\n  query ReversalsTestTransaction($id: ID!) {\n    transaction(id: $id) {\n      id\n      amount\n      reverses\n      reversedBy\n    }\n  }\n": typeof types.ReversalsTestTransactionDocument,
    "\n  fragment SettingsTestSettings on Settings {\n    notifications {\n      transactionAlerts\n      securityAlerts\n      marketing\n    }\n    twoFactor {\n      enabled\n      enabledAt\n      recoveryCodesLeft\n    }\n  }\n": typeof types.SettingsTestSettingsFragmentDoc,
    "\n  query SettingsTestMySettings {\n    mySettings {\n      ...SettingsTestSettings\n    }\n  }\n": typeof types.SettingsTestMySettingsDocument,
    "\n  mutation SettingsTestUpdatePreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      message\n      settings {\n        ...SettingsTestSettings\n      }\n    }\n  }\n": typeof types.SettingsTestUpdatePreferencesDocument,
    "\n  mutation SettingsTestStartSetup {\n    startTwoFactorSetup {\n      secret\n      otpauthUrl\n    }\n  }\n": typeof types.SettingsTestStartSetupDocument,
    "\n  mutation SettingsTestEnable($code: String!) {\n    enableTwoFactor(code: $code) {\n      message\n      recoveryCodes\n      settings {\n        ...SettingsTestSettings\n      }\n    }\n  }\n": typeof types.SettingsTestEnableDocument,
    "\n  mutation SettingsTestDisable($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      message\n      settings {\n        ...SettingsTestSettings\n      }\n    }\n  }\n": typeof types.SettingsTestDisableDocument,
    "\n  mutation SettingsTestClose($password: String!) {\n    closeAccount(password: $password) {\n      message\n    }\n  }\n": typeof types.SettingsTestCloseDocument,
    "\n  mutation SettingsTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n": typeof types.SettingsTestLoginDocument,
    "\n  query SettingsTestMe {\n    me {\n      id\n    }\n  }\n": typeof types.SettingsTestMeDocument,
    "\n  mutation SettingsTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      wallet {\n        balance\n      }\n    }\n  }\n": typeof types.SettingsTestAddMoneyDocument,
    "\n  mutation SettingsTestWithdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      wallet {\n        balance\n      }\n    }\n  }\n": typeof types.SettingsTestWithdrawDocument,
    "\n  mutation ControlsTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": typeof types.ControlsTestLoginDocument,
    "\n  fragment ControlsTestWallet on Wallet {\n    id\n    isBlocked\n    limits {\n      dailyAmount\n      dailyRemainingAmount\n    }\n    controls {\n      isFrozen\n      frozenAt\n      platformDailyAmount\n      personalDailyAmount\n      personalMonthlyAmount\n      pendingDailyAmount\n      pendingDailyAt\n      pendingMonthlyAmount\n      pendingMonthlyAt\n    }\n  }\n": typeof types.ControlsTestWalletFragmentDoc,
    "\n  query ControlsTestMyWallet {\n    myWallet {\n      ...ControlsTestWallet\n    }\n  }\n": typeof types.ControlsTestMyWalletDocument,
    "\n  mutation ControlsTestFreeze {\n    freezeMyWallet {\n      message\n      wallet {\n        ...ControlsTestWallet\n      }\n    }\n  }\n": typeof types.ControlsTestFreezeDocument,
    "\n  mutation ControlsTestUnfreeze($input: UnfreezeWalletInput!) {\n    unfreezeMyWallet(input: $input) {\n      message\n      wallet {\n        ...ControlsTestWallet\n      }\n    }\n  }\n": typeof types.ControlsTestUnfreezeDocument,
    "\n  mutation ControlsTestSetLimits($input: PersonalLimitsInput!) {\n    setPersonalLimits(input: $input) {\n      message\n      wallet {\n        ...ControlsTestWallet\n      }\n    }\n  }\n": typeof types.ControlsTestSetLimitsDocument,
    "\n  mutation ControlsTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n    }\n  }\n": typeof types.ControlsTestAddMoneyDocument,
    "\n  mutation ControlsTestSendMoney($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      message\n    }\n  }\n": typeof types.ControlsTestSendMoneyDocument,
    "\n  mutation ClientTestSubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n    }\n  }\n": typeof types.ClientTestSubmitContactDocument,
    "\n        mutation ClientTestTwice($input: ContactInput!) {\n          first: submitContact(input: $input) {\n            message\n          }\n          second: submitContact(input: $input) {\n            message\n          }\n        }\n      ": typeof types.ClientTestTwiceDocument,
    "\n  mutation SecurityTestSubmitContact {\n    submitContact(\n      input: { firstName: \"Eve\", lastName: \"Forge\", email: \"eve@example.com\", subject: \"Hi\", message: \"CSRF\" }\n    ) {\n      message\n    }\n  }\n": typeof types.SecurityTestSubmitContactDocument,
    "\n  mutation StatementTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      transaction {\n        id\n      }\n      wallet {\n        balance\n      }\n    }\n  }\n": typeof types.StatementTestAddMoneyDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        phone\n        role\n        isEmailVerified\n        isApproved\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SendVerificationCode($email: String!) {\n    sendVerificationCode(email: $email) {\n      message\n    }\n  }\n": typeof types.SendVerificationCodeDocument,
    "\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      message\n    }\n  }\n": typeof types.VerifyEmailDocument,
};
const documents: Documents = {
    "\n  mutation LiveTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": types.LiveTestLoginDocument,
    "\n  mutation LiveTestLogout {\n    logout {\n      message\n    }\n  }\n": types.LiveTestLogoutDocument,
    "\n  mutation LiveTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      transaction {\n        id\n      }\n    }\n  }\n": types.LiveTestAddMoneyDocument,
    "\n  mutation LiveTestSendMoney($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      transaction {\n        id\n      }\n      wallet {\n        id\n      }\n    }\n  }\n": types.LiveTestSendMoneyDocument,
    "\n  query LiveTestMyWallet {\n    myWallet {\n      id\n      balance\n    }\n  }\n": types.LiveTestMyWalletDocument,
    "\n  mutation MutationTestSubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      contact {\n        id\n        createdAt\n      }\n    }\n  }\n": types.MutationTestSubmitContactDocument,
    "\n  query QueryTestPublicStats {\n    publicStats {\n      id\n      totalUsers\n      totalAgents\n      totalTransactions\n      totalVolume\n    }\n  }\n": types.QueryTestPublicStatsDocument,
    "\n  mutation AdminTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": types.AdminTestLoginDocument,
    "\n  fragment AdminTestPayload on MoneyPayload {\n    message\n    transaction {\n      id\n      type\n      status\n      amount\n      fee\n    }\n    wallet {\n      id\n      balance\n    }\n  }\n": types.AdminTestPayloadFragmentDoc,
    "\n  mutation AdminTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      ...AdminTestPayload\n    }\n  }\n": types.AdminTestAddMoneyDocument,
    "\n  mutation AdminTestSendMoney($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      ...AdminTestPayload\n    }\n  }\n": types.AdminTestSendMoneyDocument,
    "\n  mutation AdminTestWithdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      ...AdminTestPayload\n    }\n  }\n": types.AdminTestWithdrawDocument,
    "\n  mutation AdminTestCashIn($input: CashInInput!) {\n    cashIn(input: $input) {\n      ...AdminTestPayload\n    }\n  }\n": types.AdminTestCashInDocument,
    "\n  mutation AdminTestApprove($input: AgentDecisionInput!) {\n    approveAgent(input: $input) {\n      message\n      user {\n        id\n        isApproved\n        agentStatus\n      }\n    }\n  }\n": types.AdminTestApproveDocument,
    "\n  mutation AdminTestSuspend($input: AgentDecisionInput!) {\n    suspendAgent(input: $input) {\n      message\n      user {\n        id\n        isApproved\n        agentStatus\n      }\n    }\n  }\n": types.AdminTestSuspendDocument,
    "\n  query AdminTestAdminStats {\n    adminStats {\n      id\n      totalUsers {\n        total\n        thisMonth\n        lastMonth\n        changePercent\n      }\n      totalAgents {\n        total\n        thisMonth\n        lastMonth\n        changePercent\n      }\n      transactionCount {\n        total\n        thisMonth\n        lastMonth\n        changePercent\n      }\n      totalVolume {\n        total\n        thisMonth\n        lastMonth\n        changePercent\n      }\n      recentTransactionCount\n      recentVolume\n      completionRate\n      today {\n        transactionCount\n        volume\n      }\n      activeUsers\n      recentTransactions {\n        id\n        type\n        status\n        amount\n        user {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.AdminTestAdminStatsDocument,
    "\n  query AdminTestWallets($input: WalletListInput) {\n    wallets(input: $input) {\n      items {\n        id\n        userId\n        balance\n        isBlocked\n        user {\n          id\n          name\n          email\n          role\n        }\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n      summary {\n        totalWallets\n        activeWallets\n        blockedWallets\n        totalBalance\n        averageBalance\n      }\n    }\n  }\n": types.AdminTestWalletsDocument,
    "\n  fragment AdminTestUser on User {\n    id\n    name\n    email\n    role\n    isEmailVerified\n    isApproved\n    agentStatus\n    wallet {\n      id\n      userId\n      balance\n    }\n  }\n": types.AdminTestUserFragmentDoc,
    "\n  query AdminTestUsers($role: Role, $search: String, $page: Int, $limit: Int) {\n    users(role: $role, search: $search, page: $page, limit: $limit) {\n      items {\n        ...AdminTestUser\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n      summary {\n        total\n        verified\n        approved\n        pending\n        suspended\n        blocked\n      }\n    }\n  }\n": types.AdminTestUsersDocument,
    "\n  query AdminTestUser($id: ID!) {\n    user(id: $id) {\n      ...AdminTestUser\n    }\n  }\n": types.AdminTestUserDocument,
    "\n  query AdminTestTransactions($filter: AdminTransactionFilter, $page: Int, $limit: Int) {\n    transactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        type\n        status\n        amount\n        commission\n        sender {\n          id\n          name\n        }\n        recipient {\n          id\n          name\n        }\n        user {\n          id\n          name\n          email\n        }\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n      summary {\n        totalCount\n        completedCount\n        pendingCount\n        failedCount\n        cancelledCount\n        completedAmount\n      }\n    }\n  }\n": types.AdminTestTransactionsDocument,
    "\n  query AdminTestAuditLog($userId: ID, $page: Int, $limit: Int) {\n    auditLog(userId: $userId, page: $page, limit: $limit) {\n      items {\n        id\n        action\n        actor {\n          id\n          name\n        }\n        target {\n          id\n          name\n        }\n        targetWalletId\n        reason\n        createdAt\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n": types.AdminTestAuditLogDocument,
    "\n  mutation AdminTestSetWalletBlocked($input: SetWalletBlockedInput!) {\n    setWalletBlocked(input: $input) {\n      message\n      wallet {\n        id\n        userId\n        isBlocked\n        balance\n      }\n    }\n  }\n": types.AdminTestSetWalletBlockedDocument,
    "\n        query AdminTestMe {\n          me {\n            id\n          }\n        }\n      ": types.AdminTestMeDocument,
    "\n        query AdminTestMine {\n          me {\n            id\n            agentStatus\n            wallet {\n              id\n            }\n          }\n          myWallet {\n            id\n            user {\n              id\n              name\n            }\n          }\n          myTransactions {\n            items {\n              id\n              user {\n                id\n                name\n              }\n            }\n          }\n        }\n      ": types.AdminTestMineDocument,
    "\n        query AdminTestBoth($id: ID!) {\n          adminStats {\n            id\n          }\n          transaction(id: $id) {\n            id\n            type\n            amount\n          }\n        }\n      ": types.AdminTestBothDocument,
    "\n        query AdminTestAgents {\n          users(role: AGENT) {\n            items {\n              id\n              agentStatus\n              wallet {\n                id\n                user {\n                  id\n                  name\n                }\n              }\n            }\n            summary {\n              total\n              verified\n              approved\n              pending\n              suspended\n              blocked\n            }\n          }\n        }\n      ": types.AdminTestAgentsDocument,
    "\n          query AdminTestUsersByRole($role: Role) {\n            users(role: $role) {\n              items {\n                id\n                role\n              }\n            }\n          }\n        ": types.AdminTestUsersByRoleDocument,
    "\n        query AdminTestBothListed($id: ID!) {\n          transactions {\n            items {\n              id\n            }\n          }\n          transaction(id: $id) {\n            id\n            type\n            user {\n              id\n            }\n          }\n        }\n      ": types.AdminTestBothListedDocument,
    "\n  fragment AgentsTestTransaction on Transaction {\n    id\n    type\n    direction\n    status\n    amount\n    fee\n    commission\n    sender {\n      id\n      name\n    }\n    recipient {\n      id\n      name\n    }\n  }\n": types.AgentsTestTransactionFragmentDoc,
    "\n  fragment AgentsTestPayload on MoneyPayload {\n    message\n    transaction {\n      ...AgentsTestTransaction\n    }\n    wallet {\n      id\n      userId\n      balance\n    }\n  }\n": types.AgentsTestPayloadFragmentDoc,
    "\n  fragment AgentsTestUser on User {\n    id\n    name\n    email\n    role\n    isApproved\n    createdAt\n  }\n": types.AgentsTestUserFragmentDoc,
    "\n  mutation AgentsTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": types.AgentsTestLoginDocument,
    "\n  mutation AgentsTestApprove($input: AgentDecisionInput!) {\n    approveAgent(input: $input) {\n      message\n      user {\n        ...AgentsTestUser\n      }\n    }\n  }\n": types.AgentsTestApproveDocument,
    "\n  mutation AgentsTestSuspend($input: AgentDecisionInput!) {\n    suspendAgent(input: $input) {\n      message\n      user {\n        ...AgentsTestUser\n      }\n    }\n  }\n": types.AgentsTestSuspendDocument,
    "\n  mutation AgentsTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      ...AgentsTestPayload\n    }\n  }\n": types.AgentsTestAddMoneyDocument,
    "\n  mutation AgentsTestCashIn($input: CashInInput!) {\n    cashIn(input: $input) {\n      ...AgentsTestPayload\n    }\n  }\n": types.AgentsTestCashInDocument,
    "\n  mutation AgentsTestCashOut($input: CashOutInput!) {\n    cashOut(input: $input) {\n      ...AgentsTestPayload\n    }\n  }\n": types.AgentsTestCashOutDocument,
    "\n  mutation AgentsTestCreateCashOutCode($input: CreateCashOutCodeInput!) {\n    createCashOutCode(input: $input) {\n      code\n      maxAmount\n      expiresAt\n    }\n  }\n": types.AgentsTestCreateCashOutCodeDocument,
    "\n  query AgentsTestTransaction($id: ID!) {\n    transaction(id: $id) {\n      ...AgentsTestTransaction\n    }\n  }\n": types.AgentsTestTransactionDocument,
    "\n  query AgentsTestMyTransactions {\n    myTransactions {\n      items {\n        ...AgentsTestTransaction\n      }\n    }\n  }\n": types.AgentsTestMyTransactionsDocument,
    "\n  query AgentsTestMyWallet {\n    myWallet {\n      id\n      balance\n    }\n  }\n": types.AgentsTestMyWalletDocument,
    "\n  query AgentsTestSearchUsers($search: String!) {\n    searchUsers(search: $search) {\n      id\n      name\n    }\n  }\n": types.AgentsTestSearchUsersDocument,
    "\n  fragment AgentsTestStats on AgentStats {\n    id\n    period\n    cashIn {\n      amount\n      count\n    }\n    cashOut {\n      amount\n      count\n    }\n    send {\n      amount\n      count\n    }\n    walletBalance\n    totalTransactions\n    successRate\n    totalVolume\n    averageTransaction\n    commissionEarned\n    isApproved\n    memberSince\n  }\n": types.AgentsTestStatsFragmentDoc,
    "\n  query AgentsTestAgentStats($period: StatsPeriod!) {\n    agentStats(period: $period) {\n      ...AgentsTestStats\n    }\n  }\n": types.AgentsTestAgentStatsDocument,
    "\n      query AgentsTestPeriods {\n        today: agentStats(period: TODAY) {\n          id\n          cashIn {\n            amount\n            count\n          }\n        }\n        again: agentStats(period: TODAY) {\n          id\n        }\n        month: agentStats(period: MONTH) {\n          id\n          period\n          cashIn {\n            amount\n            count\n          }\n        }\n      }\n    ": types.AgentsTestPeriodsDocument,
    "\n  fragment AuthTestUser on User {\n    id\n    name\n    email\n    phone\n    role\n    isEmailVerified\n    isApproved\n    createdAt\n    updatedAt\n  }\n": types.AuthTestUserFragmentDoc,
    "\n  mutation AuthTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...AuthTestUser\n      }\n    }\n  }\n": types.AuthTestLoginDocument,
    "\n  query AuthTestMe {\n    me {\n      ...AuthTestUser\n    }\n  }\n": types.AuthTestMeDocument,
    "\n  mutation AuthTestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        ...AuthTestUser\n      }\n    }\n  }\n": types.AuthTestUpdateProfileDocument,
    "\n  mutation AuthTestChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": types.AuthTestChangePasswordDocument,
    "\n  mutation AuthTestLogout {\n    logout {\n      message\n    }\n  }\n": types.AuthTestLogoutDocument,
    "\n  mutation AuthTestForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.AuthTestForgotPasswordDocument,
    "\n  mutation AuthTestResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.AuthTestResetPasswordDocument,
    "\n  fragment DisputesTestDispute on Dispute {\n    id\n    transactionId\n    reason\n    note\n    status\n    reporter {\n      id\n      name\n    }\n    transaction {\n      id\n      type\n      amount\n    }\n    notes {\n      status\n      note\n      authorRole\n      authorName\n    }\n  }\n": types.DisputesTestDisputeFragmentDoc,
    "\n  mutation DisputesTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": types.DisputesTestLoginDocument,
    "\n  mutation DisputesTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n    }\n  }\n": types.DisputesTestAddMoneyDocument,
    "\n  mutation DisputesTestSend($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      transaction {\n        id\n      }\n    }\n  }\n": types.DisputesTestSendDocument,
    "\n  mutation DisputesTestReport($input: ReportProblemInput!) {\n    reportProblem(input: $input) {\n      message\n      dispute {\n        ...DisputesTestDispute\n      }\n    }\n  }\n": types.DisputesTestReportDocument,
    "\n  mutation DisputesTestUpdate($input: UpdateDisputeInput!) {\n    updateDispute(input: $input) {\n      message\n      dispute {\n        ...DisputesTestDispute\n      }\n    }\n  }\n": types.DisputesTestUpdateDocument,
    "\n  query DisputesTestMine($transactionId: ID) {\n    myDisputes(transactionId: $transactionId) {\n      items {\n        ...DisputesTestDispute\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n": types.DisputesTestMineDocument,
    "\n  query DisputesTestQueue($status: DisputeStatus, $reason: DisputeReason) {\n    disputes(status: $status, reason: $reason) {\n      items {\n        ...DisputesTestDispute\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n": types.DisputesTestQueueDocument,
    "\n  mutation DisputesTestPropose($input: ProposeReversalInput!) {\n    proposeReversal(input: $input) {\n      reversal {\n        id\n      }\n    }\n  }\n": types.DisputesTestProposeDocument,
    "\n  query DisputesTestQueueReversals($status: DisputeStatus) {\n    disputes(status: $status, limit: 1000) {\n      items {\n        id\n        reversals {\n          id\n          transactionId\n          amount\n          reason\n          status\n        }\n      }\n    }\n  }\n": types.DisputesTestQueueReversalsDocument,
    "\n  query DisputesTestMineReversals($transactionId: ID) {\n    myDisputes(transactionId: $transactionId) {\n      items {\n        id\n        reversals {\n          id\n        }\n      }\n    }\n  }\n": types.DisputesTestMineReversalsDocument,
    "\n  query DisputesTestReversalsByTransaction($transactionId: ID) {\n    reversals(transactionId: $transactionId) {\n      items {\n        id\n      }\n    }\n  }\n": types.DisputesTestReversalsByTransactionDocument,
    "\n  mutation LedgerTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": types.LedgerTestLoginDocument,
    "\n  mutation LedgerTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n    }\n  }\n": types.LedgerTestAddMoneyDocument,
    "\n  mutation LedgerTestWithdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      message\n    }\n  }\n": types.LedgerTestWithdrawDocument,
    "\n  fragment LedgerTestCheck on LedgerCheck {\n    id\n    startedAt\n    durationMs\n    ok\n    breaches {\n      description\n      journalIds\n    }\n    requestedBy {\n      id\n      name\n    }\n  }\n": types.LedgerTestCheckFragmentDoc,
    "\n  query LedgerTestSummary {\n    ledgerSummary {\n      id\n      total\n      walletsTotal\n      accounts {\n        kind\n        balance\n      }\n      days {\n        day\n        moneyIn\n        moneyOut\n      }\n      pendingPayouts {\n        count\n        amount\n        oldest {\n          id\n          amount\n          fee\n          method\n          createdAt\n          ageSeconds\n          user {\n            id\n            name\n          }\n        }\n      }\n      lastCheck {\n        ...LedgerTestCheck\n      }\n      checkIntervalMinutes\n    }\n  }\n": types.LedgerTestSummaryDocument,
    "\n  mutation LedgerTestRunCheck {\n    runLedgerCheck {\n      message\n      check {\n        ...LedgerTestCheck\n      }\n      summary {\n        id\n        lastCheck {\n          id\n          ok\n        }\n      }\n    }\n  }\n": types.LedgerTestRunCheckDocument,
    "\n  query LedgerTestChecks($page: Int, $limit: Int) {\n    ledgerChecks(page: $page, limit: $limit) {\n      items {\n        ...LedgerTestCheck\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n": types.LedgerTestChecksDocument,
    "\n  fragment MoneyTestWallet on Wallet {\n    id\n    userId\n    balance\n    isBlocked\n    dailySpentAmount\n    dailyTransactionCount\n    monthlySpentAmount\n    monthlyTransactionCount\n    lastDailyReset\n    lastMonthlyReset\n    createdAt\n    updatedAt\n    limits {\n      dailyAmount\n      dailyCount\n      monthlyAmount\n      monthlyCount\n      dailyRemainingAmount\n      dailyRemainingCount\n      monthlyRemainingAmount\n      monthlyRemainingCount\n    }\n  }\n": types.MoneyTestWalletFragmentDoc,
    "\n  fragment MoneyTestTransaction on Transaction {\n    id\n    type\n    direction\n    status\n    amount\n    fee\n    refunded\n    method\n    description\n    sender {\n      id\n      name\n    }\n    recipient {\n      id\n      name\n    }\n    createdAt\n    updatedAt\n    settledAt\n    failureReason\n  }\n": types.MoneyTestTransactionFragmentDoc,
    "\n  fragment MoneyTestPayload on MoneyPayload {\n    message\n    transaction {\n      ...MoneyTestTransaction\n    }\n    wallet {\n      ...MoneyTestWallet\n    }\n  }\n": types.MoneyTestPayloadFragmentDoc,
    "\n  mutation MoneyTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": types.MoneyTestLoginDocument,
    "\n  query MoneyTestMyWallet {\n    myWallet {\n      ...MoneyTestWallet\n    }\n  }\n": types.MoneyTestMyWalletDocument,
    "\n  mutation MoneyTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      ...MoneyTestPayload\n    }\n  }\n": types.MoneyTestAddMoneyDocument,
    "\n  mutation MoneyTestSendMoney($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      ...MoneyTestPayload\n    }\n  }\n": types.MoneyTestSendMoneyDocument,
    "\n  mutation MoneyTestWithdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      ...MoneyTestPayload\n    }\n  }\n": types.MoneyTestWithdrawDocument,
    "\n  mutation MoneyTestCancel($id: ID!) {\n    cancelWithdrawal(id: $id) {\n      ...MoneyTestPayload\n    }\n  }\n": types.MoneyTestCancelDocument,
    "\n  query MoneyTestMyTransactions($filter: TransactionFilter, $page: Int, $limit: Int) {\n    myTransactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        ...MoneyTestTransaction\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n      summary {\n        totalCount\n        completedCount\n        pendingCount\n        failedCount\n        cancelledCount\n        totalIn\n        totalOut\n      }\n    }\n  }\n": types.MoneyTestMyTransactionsDocument,
    "\n  query MoneyTestTransaction($id: ID!) {\n    transaction(id: $id) {\n      ...MoneyTestTransaction\n    }\n  }\n": types.MoneyTestTransactionDocument,
    "\n  query MoneyTestSearchUsers($search: String!, $limit: Int) {\n    searchUsers(search: $search, limit: $limit) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n": types.MoneyTestSearchUsersDocument,
    "\n    query MoneyTestNamesOfTen {\n      myTransactions(limit: 10) {\n        items {\n          id\n          amount\n          sender {\n            id\n            name\n          }\n          recipient {\n            id\n            name\n          }\n        }\n      }\n    }\n  ": types.MoneyTestNamesOfTenDocument,
    "\n      query MoneyTestBeside($id: ID!) {\n        before: transaction(id: $id) {\n          ...MoneyTestTransaction\n        }\n        myTransactions(limit: 10) {\n          items {\n            ...MoneyTestTransaction\n          }\n        }\n        after: transaction(id: $id) {\n          ...MoneyTestTransaction\n        }\n      }\n    ": types.MoneyTestBesideDocument,
    "\n      query MoneyTestApart($id: ID!) {\n        myTransactions(limit: 2) {\n          items {\n            id\n          }\n        }\n        transaction(id: $id) {\n          id\n        }\n      }\n    ": types.MoneyTestApartDocument,
    "\n  mutation PayLinksTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": types.PayLinksTestLoginDocument,
    "\n  query PayLinksTestPayee($handle: ID!) {\n    payee(handle: $handle) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n": types.PayLinksTestPayeeDocument,
    "\n  query PayLinksTestCounterAgent($handle: ID!) {\n    counterAgent(handle: $handle) {\n      id\n      name\n    }\n  }\n": types.PayLinksTestCounterAgentDocument,
    "\n  fragment RequestsTestRequest on MoneyRequest {\n    id\n    direction\n    status\n    amount\n    note\n    transactionId\n    requester {\n      id\n      name\n    }\n    payer {\n      id\n      name\n    }\n    expiresAt\n    closedAt\n    createdAt\n  }\n": types.RequestsTestRequestFragmentDoc,
    "\n  mutation RequestsTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": types.RequestsTestLoginDocument,
    "\n  mutation RequestsTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n    }\n  }\n": types.RequestsTestAddMoneyDocument,
    "\n  mutation RequestsTestRequestMoney($input: RequestMoneyInput!) {\n    requestMoney(input: $input) {\n      message\n      moneyRequest {\n        ...RequestsTestRequest\n      }\n    }\n  }\n": types.RequestsTestRequestMoneyDocument,
    "\n  mutation RequestsTestPay($input: PayMoneyRequestInput!) {\n    payMoneyRequest(input: $input) {\n      message\n      moneyRequest {\n        ...RequestsTestRequest\n      }\n      transaction {\n        id\n        type\n        amount\n        description\n      }\n      wallet {\n        id\n        balance\n      }\n    }\n  }\n": types.RequestsTestPayDocument,
    "\n  mutation RequestsTestDecline($id: ID!) {\n    declineMoneyRequest(id: $id) {\n      message\n      moneyRequest {\n        ...RequestsTestRequest\n      }\n    }\n  }\n": types.RequestsTestDeclineDocument,
    "\n  mutation RequestsTestCancel($id: ID!) {\n    cancelMoneyRequest(id: $id) {\n      message\n      moneyRequest {\n        ...RequestsTestRequest\n      }\n    }\n  }\n": types.RequestsTestCancelDocument,
    "\n  query RequestsTestList($direction: MoneyRequestDirection!, $status: MoneyRequestStatus) {\n    moneyRequests(direction: $direction, status: $status) {\n      items {\n        ...RequestsTestRequest\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n": types.RequestsTestListDocument,
    "\n  mutation RequestsTestBlock($userId: ID!) {\n    blockRequester(userId: $userId) {\n      message\n      blocked {\n        id\n        name\n      }\n    }\n  }\n": types.RequestsTestBlockDocument,
    "\n  mutation RequestsTestUnblock($userId: ID!) {\n    unblockRequester(userId: $userId) {\n      message\n      blocked {\n        id\n      }\n    }\n  }\n": types.RequestsTestUnblockDocument,
    "\n  query RequestsTestBlocked {\n    blockedRequesters {\n      id\n      name\n      blockedAt\n    }\n  }\n": types.RequestsTestBlockedDocument,
    "\n  mutation ReversalsTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": types.ReversalsTestLoginDocument,
    "\n  mutation ReversalsTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n    }\n  }\n": types.ReversalsTestAddMoneyDocument,
    "\n  mutation ReversalsTestSend($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      transaction {\n        id\n      }\n    }\n  }\n": types.ReversalsTestSendDocument,
    "\n  query ReversalsTestBalance {\n    myWallet {\n      balance\n    }\n  }\n": types.ReversalsTestBalanceDocument,
    "\n  mutation ReversalsTestPropose($input: ProposeReversalInput!) {\n    proposeReversal(input: $input) {\n      reversal {\n        id\n      }\n    }\n  }\n": types.ReversalsTestProposeDocument,
    "\n  mutation ReversalsTestApprove($input: ReversalDecisionInput!) {\n    approveReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n        amount\n        decisionReason\n        reversalTransactionId\n        proposedBy {\n          name\n        }\n        decidedBy {\n          name\n        }\n      }\n    }\n  }\n": types.ReversalsTestApproveDocument,
    "\n  mutation ReversalsTestReject($input: ReversalDecisionInput!) {\n    rejectReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n        decisionReason\n        reversalTransactionId\n        decidedBy {\n          name\n        }\n      }\n    }\n  }\n": types.ReversalsTestRejectDocument,
    "\n  query ReversalsTestTransaction($id: ID!) {\n    transaction(id: $id) {\n      id\n      amount\n      reverses\n      reversedBy\n    }\n  }\n": types.ReversalsTestTransactionDocument,
    "\n  fragment SettingsTestSettings on Settings {\n    notifications {\n      transactionAlerts\n      securityAlerts\n      marketing\n    }\n    twoFactor {\n      enabled\n      enabledAt\n      recoveryCodesLeft\n    }\n  }\n": types.SettingsTestSettingsFragmentDoc,
    "\n  query SettingsTestMySettings {\n    mySettings {\n      ...SettingsTestSettings\n    }\n  }\n": types.SettingsTestMySettingsDocument,
    "\n  mutation SettingsTestUpdatePreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      message\n      settings {\n        ...SettingsTestSettings\n      }\n    }\n  }\n": types.SettingsTestUpdatePreferencesDocument,
    "\n  mutation SettingsTestStartSetup {\n    startTwoFactorSetup {\n      secret\n      otpauthUrl\n    }\n  }\n": types.SettingsTestStartSetupDocument,
    "\n  mutation SettingsTestEnable($code: String!) {\n    enableTwoFactor(code: $code) {\n      message\n      recoveryCodes\n      settings {\n        ...SettingsTestSettings\n      }\n    }\n  }\n": types.SettingsTestEnableDocument,
    "\n  mutation SettingsTestDisable($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      message\n      settings {\n        ...SettingsTestSettings\n      }\n    }\n  }\n": types.SettingsTestDisableDocument,
    "\n  mutation SettingsTestClose($password: String!) {\n    closeAccount(password: $password) {\n      message\n    }\n  }\n": types.SettingsTestCloseDocument,
    "\n  mutation SettingsTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n": types.SettingsTestLoginDocument,
    "\n  query SettingsTestMe {\n    me {\n      id\n    }\n  }\n": types.SettingsTestMeDocument,
    "\n  mutation SettingsTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      wallet {\n        balance\n      }\n    }\n  }\n": types.SettingsTestAddMoneyDocument,
    "\n  mutation SettingsTestWithdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      wallet {\n        balance\n      }\n    }\n  }\n": types.SettingsTestWithdrawDocument,
    "\n  mutation ControlsTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n": types.ControlsTestLoginDocument,
    "\n  fragment ControlsTestWallet on Wallet {\n    id\n    isBlocked\n    limits {\n      dailyAmount\n      dailyRemainingAmount\n    }\n    controls {\n      isFrozen\n      frozenAt\n      platformDailyAmount\n      personalDailyAmount\n      personalMonthlyAmount\n      pendingDailyAmount\n      pendingDailyAt\n      pendingMonthlyAmount\n      pendingMonthlyAt\n    }\n  }\n": types.ControlsTestWalletFragmentDoc,
    "\n  query ControlsTestMyWallet {\n    myWallet {\n      ...ControlsTestWallet\n    }\n  }\n": types.ControlsTestMyWalletDocument,
    "\n  mutation ControlsTestFreeze {\n    freezeMyWallet {\n      message\n      wallet {\n        ...ControlsTestWallet\n      }\n    }\n  }\n": types.ControlsTestFreezeDocument,
    "\n  mutation ControlsTestUnfreeze($input: UnfreezeWalletInput!) {\n    unfreezeMyWallet(input: $input) {\n      message\n      wallet {\n        ...ControlsTestWallet\n      }\n    }\n  }\n": types.ControlsTestUnfreezeDocument,
    "\n  mutation ControlsTestSetLimits($input: PersonalLimitsInput!) {\n    setPersonalLimits(input: $input) {\n      message\n      wallet {\n        ...ControlsTestWallet\n      }\n    }\n  }\n": types.ControlsTestSetLimitsDocument,
    "\n  mutation ControlsTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n    }\n  }\n": types.ControlsTestAddMoneyDocument,
    "\n  mutation ControlsTestSendMoney($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      message\n    }\n  }\n": types.ControlsTestSendMoneyDocument,
    "\n  mutation ClientTestSubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n    }\n  }\n": types.ClientTestSubmitContactDocument,
    "\n        mutation ClientTestTwice($input: ContactInput!) {\n          first: submitContact(input: $input) {\n            message\n          }\n          second: submitContact(input: $input) {\n            message\n          }\n        }\n      ": types.ClientTestTwiceDocument,
    "\n  mutation SecurityTestSubmitContact {\n    submitContact(\n      input: { firstName: \"Eve\", lastName: \"Forge\", email: \"eve@example.com\", subject: \"Hi\", message: \"CSRF\" }\n    ) {\n      message\n    }\n  }\n": types.SecurityTestSubmitContactDocument,
    "\n  mutation StatementTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      transaction {\n        id\n      }\n      wallet {\n        balance\n      }\n    }\n  }\n": types.StatementTestAddMoneyDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        phone\n        role\n        isEmailVerified\n        isApproved\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SendVerificationCode($email: String!) {\n    sendVerificationCode(email: $email) {\n      message\n    }\n  }\n": types.SendVerificationCodeDocument,
    "\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      message\n    }\n  }\n": types.VerifyEmailDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').LiveTestLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveTestLogout {\n    logout {\n      message\n    }\n  }\n"): typeof import('./graphql').LiveTestLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      transaction {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').LiveTestAddMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveTestSendMoney($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      transaction {\n        id\n      }\n      wallet {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').LiveTestSendMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveTestMyWallet {\n    myWallet {\n      id\n      balance\n    }\n  }\n"): typeof import('./graphql').LiveTestMyWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MutationTestSubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n      contact {\n        id\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').MutationTestSubmitContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueryTestPublicStats {\n    publicStats {\n      id\n      totalUsers\n      totalAgents\n      totalTransactions\n      totalVolume\n    }\n  }\n"): typeof import('./graphql').QueryTestPublicStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').AdminTestLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTestPayload on MoneyPayload {\n    message\n    transaction {\n      id\n      type\n      status\n      amount\n      fee\n    }\n    wallet {\n      id\n      balance\n    }\n  }\n"): typeof import('./graphql').AdminTestPayloadFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      ...AdminTestPayload\n    }\n  }\n"): typeof import('./graphql').AdminTestAddMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestSendMoney($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      ...AdminTestPayload\n    }\n  }\n"): typeof import('./graphql').AdminTestSendMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestWithdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      ...AdminTestPayload\n    }\n  }\n"): typeof import('./graphql').AdminTestWithdrawDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestCashIn($input: CashInInput!) {\n    cashIn(input: $input) {\n      ...AdminTestPayload\n    }\n  }\n"): typeof import('./graphql').AdminTestCashInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestApprove($input: AgentDecisionInput!) {\n    approveAgent(input: $input) {\n      message\n      user {\n        id\n        isApproved\n        agentStatus\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTestApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestSuspend($input: AgentDecisionInput!) {\n    suspendAgent(input: $input) {\n      message\n      user {\n        id\n        isApproved\n        agentStatus\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTestSuspendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestAdminStats {\n    adminStats {\n      id\n      totalUsers {\n        total\n        thisMonth\n        lastMonth\n        changePercent\n      }\n      totalAgents {\n        total\n        thisMonth\n        lastMonth\n        changePercent\n      }\n      transactionCount {\n        total\n        thisMonth\n        lastMonth\n        changePercent\n      }\n      totalVolume {\n        total\n        thisMonth\n        lastMonth\n        changePercent\n      }\n      recentTransactionCount\n      recentVolume\n      completionRate\n      today {\n        transactionCount\n        volume\n      }\n      activeUsers\n      recentTransactions {\n        id\n        type\n        status\n        amount\n        user {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTestAdminStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestWallets($input: WalletListInput) {\n    wallets(input: $input) {\n      items {\n        id\n        userId\n        balance\n        isBlocked\n        user {\n          id\n          name\n          email\n          role\n        }\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n      summary {\n        totalWallets\n        activeWallets\n        blockedWallets\n        totalBalance\n        averageBalance\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTestWalletsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTestUser on User {\n    id\n    name\n    email\n    role\n    isEmailVerified\n    isApproved\n    agentStatus\n    wallet {\n      id\n      userId\n      balance\n    }\n  }\n"): typeof import('./graphql').AdminTestUserFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestUsers($role: Role, $search: String, $page: Int, $limit: Int) {\n    users(role: $role, search: $search, page: $page, limit: $limit) {\n      items {\n        ...AdminTestUser\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n      summary {\n        total\n        verified\n        approved\n        pending\n        suspended\n        blocked\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTestUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestUser($id: ID!) {\n    user(id: $id) {\n      ...AdminTestUser\n    }\n  }\n"): typeof import('./graphql').AdminTestUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestTransactions($filter: AdminTransactionFilter, $page: Int, $limit: Int) {\n    transactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        type\n        status\n        amount\n        commission\n        sender {\n          id\n          name\n        }\n        recipient {\n          id\n          name\n        }\n        user {\n          id\n          name\n          email\n        }\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n      summary {\n        totalCount\n        completedCount\n        pendingCount\n        failedCount\n        cancelledCount\n        completedAmount\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTestTransactionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestAuditLog($userId: ID, $page: Int, $limit: Int) {\n    auditLog(userId: $userId, page: $page, limit: $limit) {\n      items {\n        id\n        action\n        actor {\n          id\n          name\n        }\n        target {\n          id\n          name\n        }\n        targetWalletId\n        reason\n        createdAt\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTestAuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestSetWalletBlocked($input: SetWalletBlockedInput!) {\n    setWalletBlocked(input: $input) {\n      message\n      wallet {\n        id\n        userId\n        isBlocked\n        balance\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTestSetWalletBlockedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AdminTestMe {\n          me {\n            id\n          }\n        }\n      "): typeof import('./graphql').AdminTestMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AdminTestMine {\n          me {\n            id\n            agentStatus\n            wallet {\n              id\n            }\n          }\n          myWallet {\n            id\n            user {\n              id\n              name\n            }\n          }\n          myTransactions {\n            items {\n              id\n              user {\n                id\n                name\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql').AdminTestMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AdminTestBoth($id: ID!) {\n          adminStats {\n            id\n          }\n          transaction(id: $id) {\n            id\n            type\n            amount\n          }\n        }\n      "): typeof import('./graphql').AdminTestBothDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AdminTestAgents {\n          users(role: AGENT) {\n            items {\n              id\n              agentStatus\n              wallet {\n                id\n                user {\n                  id\n                  name\n                }\n              }\n            }\n            summary {\n              total\n              verified\n              approved\n              pending\n              suspended\n              blocked\n            }\n          }\n        }\n      "): typeof import('./graphql').AdminTestAgentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query AdminTestUsersByRole($role: Role) {\n            users(role: $role) {\n              items {\n                id\n                role\n              }\n            }\n          }\n        "): typeof import('./graphql').AdminTestUsersByRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AdminTestBothListed($id: ID!) {\n          transactions {\n            items {\n              id\n            }\n          }\n          transaction(id: $id) {\n            id\n            type\n            user {\n              id\n            }\n          }\n        }\n      "): typeof import('./graphql').AdminTestBothListedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgentsTestTransaction on Transaction {\n    id\n    type\n    direction\n    status\n    amount\n    fee\n    commission\n    sender {\n      id\n      name\n    }\n    recipient {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').AgentsTestTransactionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgentsTestPayload on MoneyPayload {\n    message\n    transaction {\n      ...AgentsTestTransaction\n    }\n    wallet {\n      id\n      userId\n      balance\n    }\n  }\n"): typeof import('./graphql').AgentsTestPayloadFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgentsTestUser on User {\n    id\n    name\n    email\n    role\n    isApproved\n    createdAt\n  }\n"): typeof import('./graphql').AgentsTestUserFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentsTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').AgentsTestLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentsTestApprove($input: AgentDecisionInput!) {\n    approveAgent(input: $input) {\n      message\n      user {\n        ...AgentsTestUser\n      }\n    }\n  }\n"): typeof import('./graphql').AgentsTestApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentsTestSuspend($input: AgentDecisionInput!) {\n    suspendAgent(input: $input) {\n      message\n      user {\n        ...AgentsTestUser\n      }\n    }\n  }\n"): typeof import('./graphql').AgentsTestSuspendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentsTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      ...AgentsTestPayload\n    }\n  }\n"): typeof import('./graphql').AgentsTestAddMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentsTestCashIn($input: CashInInput!) {\n    cashIn(input: $input) {\n      ...AgentsTestPayload\n    }\n  }\n"): typeof import('./graphql').AgentsTestCashInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentsTestCashOut($input: CashOutInput!) {\n    cashOut(input: $input) {\n      ...AgentsTestPayload\n    }\n  }\n"): typeof import('./graphql').AgentsTestCashOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgentsTestCreateCashOutCode($input: CreateCashOutCodeInput!) {\n    createCashOutCode(input: $input) {\n      code\n      maxAmount\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').AgentsTestCreateCashOutCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentsTestTransaction($id: ID!) {\n    transaction(id: $id) {\n      ...AgentsTestTransaction\n    }\n  }\n"): typeof import('./graphql').AgentsTestTransactionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentsTestMyTransactions {\n    myTransactions {\n      items {\n        ...AgentsTestTransaction\n      }\n    }\n  }\n"): typeof import('./graphql').AgentsTestMyTransactionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentsTestMyWallet {\n    myWallet {\n      id\n      balance\n    }\n  }\n"): typeof import('./graphql').AgentsTestMyWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentsTestSearchUsers($search: String!) {\n    searchUsers(search: $search) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').AgentsTestSearchUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgentsTestStats on AgentStats {\n    id\n    period\n    cashIn {\n      amount\n      count\n    }\n    cashOut {\n      amount\n      count\n    }\n    send {\n      amount\n      count\n    }\n    walletBalance\n    totalTransactions\n    successRate\n    totalVolume\n    averageTransaction\n    commissionEarned\n    isApproved\n    memberSince\n  }\n"): typeof import('./graphql').AgentsTestStatsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentsTestAgentStats($period: StatsPeriod!) {\n    agentStats(period: $period) {\n      ...AgentsTestStats\n    }\n  }\n"): typeof import('./graphql').AgentsTestAgentStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AgentsTestPeriods {\n        today: agentStats(period: TODAY) {\n          id\n          cashIn {\n            amount\n            count\n          }\n        }\n        again: agentStats(period: TODAY) {\n          id\n        }\n        month: agentStats(period: MONTH) {\n          id\n          period\n          cashIn {\n            amount\n            count\n          }\n        }\n      }\n    "): typeof import('./graphql').AgentsTestPeriodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthTestUser on User {\n    id\n    name\n    email\n    phone\n    role\n    isEmailVerified\n    isApproved\n    createdAt\n    updatedAt\n  }\n"): typeof import('./graphql').AuthTestUserFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...AuthTestUser\n      }\n    }\n  }\n"): typeof import('./graphql').AuthTestLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthTestMe {\n    me {\n      ...AuthTestUser\n    }\n  }\n"): typeof import('./graphql').AuthTestMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthTestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      user {\n        ...AuthTestUser\n      }\n    }\n  }\n"): typeof import('./graphql').AuthTestUpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthTestChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').AuthTestChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthTestLogout {\n    logout {\n      message\n    }\n  }\n"): typeof import('./graphql').AuthTestLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthTestForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): typeof import('./graphql').AuthTestForgotPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthTestResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').AuthTestResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DisputesTestDispute on Dispute {\n    id\n    transactionId\n    reason\n    note\n    status\n    reporter {\n      id\n      name\n    }\n    transaction {\n      id\n      type\n      amount\n    }\n    notes {\n      status\n      note\n      authorRole\n      authorName\n    }\n  }\n"): typeof import('./graphql').DisputesTestDisputeFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisputesTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').DisputesTestLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisputesTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').DisputesTestAddMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisputesTestSend($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      transaction {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').DisputesTestSendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisputesTestReport($input: ReportProblemInput!) {\n    reportProblem(input: $input) {\n      message\n      dispute {\n        ...DisputesTestDispute\n      }\n    }\n  }\n"): typeof import('./graphql').DisputesTestReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisputesTestUpdate($input: UpdateDisputeInput!) {\n    updateDispute(input: $input) {\n      message\n      dispute {\n        ...DisputesTestDispute\n      }\n    }\n  }\n"): typeof import('./graphql').DisputesTestUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DisputesTestMine($transactionId: ID) {\n    myDisputes(transactionId: $transactionId) {\n      items {\n        ...DisputesTestDispute\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n"): typeof import('./graphql').DisputesTestMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DisputesTestQueue($status: DisputeStatus, $reason: DisputeReason) {\n    disputes(status: $status, reason: $reason) {\n      items {\n        ...DisputesTestDispute\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n"): typeof import('./graphql').DisputesTestQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisputesTestPropose($input: ProposeReversalInput!) {\n    proposeReversal(input: $input) {\n      reversal {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').DisputesTestProposeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DisputesTestQueueReversals($status: DisputeStatus) {\n    disputes(status: $status, limit: 1000) {\n      items {\n        id\n        reversals {\n          id\n          transactionId\n          amount\n          reason\n          status\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DisputesTestQueueReversalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DisputesTestMineReversals($transactionId: ID) {\n    myDisputes(transactionId: $transactionId) {\n      items {\n        id\n        reversals {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DisputesTestMineReversalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DisputesTestReversalsByTransaction($transactionId: ID) {\n    reversals(transactionId: $transactionId) {\n      items {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').DisputesTestReversalsByTransactionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').LedgerTestLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').LedgerTestAddMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTestWithdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').LedgerTestWithdrawDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerTestCheck on LedgerCheck {\n    id\n    startedAt\n    durationMs\n    ok\n    breaches {\n      description\n      journalIds\n    }\n    requestedBy {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').LedgerTestCheckFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerTestSummary {\n    ledgerSummary {\n      id\n      total\n      walletsTotal\n      accounts {\n        kind\n        balance\n      }\n      days {\n        day\n        moneyIn\n        moneyOut\n      }\n      pendingPayouts {\n        count\n        amount\n        oldest {\n          id\n          amount\n          fee\n          method\n          createdAt\n          ageSeconds\n          user {\n            id\n            name\n          }\n        }\n      }\n      lastCheck {\n        ...LedgerTestCheck\n      }\n      checkIntervalMinutes\n    }\n  }\n"): typeof import('./graphql').LedgerTestSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTestRunCheck {\n    runLedgerCheck {\n      message\n      check {\n        ...LedgerTestCheck\n      }\n      summary {\n        id\n        lastCheck {\n          id\n          ok\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LedgerTestRunCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerTestChecks($page: Int, $limit: Int) {\n    ledgerChecks(page: $page, limit: $limit) {\n      items {\n        ...LedgerTestCheck\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n    }\n  }\n"): typeof import('./graphql').LedgerTestChecksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoneyTestWallet on Wallet {\n    id\n    userId\n    balance\n    isBlocked\n    dailySpentAmount\n    dailyTransactionCount\n    monthlySpentAmount\n    monthlyTransactionCount\n    lastDailyReset\n    lastMonthlyReset\n    createdAt\n    updatedAt\n    limits {\n      dailyAmount\n      dailyCount\n      monthlyAmount\n      monthlyCount\n      dailyRemainingAmount\n      dailyRemainingCount\n      monthlyRemainingAmount\n      monthlyRemainingCount\n    }\n  }\n"): typeof import('./graphql').MoneyTestWalletFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoneyTestTransaction on Transaction {\n    id\n    type\n    direction\n    status\n    amount\n    fee\n    refunded\n    method\n    description\n    sender {\n      id\n      name\n    }\n    recipient {\n      id\n      name\n    }\n    createdAt\n    updatedAt\n    settledAt\n    failureReason\n  }\n"): typeof import('./graphql').MoneyTestTransactionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoneyTestPayload on MoneyPayload {\n    message\n    transaction {\n      ...MoneyTestTransaction\n    }\n    wallet {\n      ...MoneyTestWallet\n    }\n  }\n"): typeof import('./graphql').MoneyTestPayloadFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoneyTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').MoneyTestLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyTestMyWallet {\n    myWallet {\n      ...MoneyTestWallet\n    }\n  }\n"): typeof import('./graphql').MoneyTestMyWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoneyTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      ...MoneyTestPayload\n    }\n  }\n"): typeof import('./graphql').MoneyTestAddMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoneyTestSendMoney($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      ...MoneyTestPayload\n    }\n  }\n"): typeof import('./graphql').MoneyTestSendMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoneyTestWithdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      ...MoneyTestPayload\n    }\n  }\n"): typeof import('./graphql').MoneyTestWithdrawDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoneyTestCancel($id: ID!) {\n    cancelWithdrawal(id: $id) {\n      ...MoneyTestPayload\n    }\n  }\n"): typeof import('./graphql').MoneyTestCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyTestMyTransactions($filter: TransactionFilter, $page: Int, $limit: Int) {\n    myTransactions(filter: $filter, page: $page, limit: $limit) {\n      items {\n        ...MoneyTestTransaction\n      }\n      pagination {\n        currentPage\n        totalPages\n        totalItems\n        itemsPerPage\n      }\n      summary {\n        totalCount\n        completedCount\n        pendingCount\n        failedCount\n        cancelledCount\n        totalIn\n        totalOut\n      }\n    }\n  }\n"): typeof import('./graphql').MoneyTestMyTransactionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyTestTransaction($id: ID!) {\n    transaction(id: $id) {\n      ...MoneyTestTransaction\n    }\n  }\n"): typeof import('./graphql').MoneyTestTransactionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyTestSearchUsers($search: String!, $limit: Int) {\n    searchUsers(search: $search, limit: $limit) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n"): typeof import('./graphql').MoneyTestSearchUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query MoneyTestNamesOfTen {\n      myTransactions(limit: 10) {\n        items {\n          id\n          amount\n          sender {\n            id\n            name\n          }\n          recipient {\n            id\n            name\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').MoneyTestNamesOfTenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query MoneyTestBeside($id: ID!) {\n        before: transaction(id: $id) {\n          ...MoneyTestTransaction\n        }\n        myTransactions(limit: 10) {\n          items {\n            ...MoneyTestTransaction\n          }\n        }\n        after: transaction(id: $id) {\n          ...MoneyTestTransaction\n        }\n      }\n    "): typeof import('./graphql').MoneyTestBesideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query MoneyTestApart($id: ID!) {\n        myTransactions(limit: 2) {\n          items {\n            id\n          }\n        }\n        transaction(id: $id) {\n          id\n        }\n      }\n    "): typeof import('./graphql').MoneyTestApartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayLinksTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').PayLinksTestLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayLinksTestPayee($handle: ID!) {\n    payee(handle: $handle) {\n      id\n      name\n      maskedEmail\n      maskedPhone\n    }\n  }\n"): typeof import('./graphql').PayLinksTestPayeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayLinksTestCounterAgent($handle: ID!) {\n    counterAgent(handle: $handle) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').PayLinksTestCounterAgentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestsTestRequest on MoneyRequest {\n    id\n    direction\n    status\n    amount\n    note\n    transactionId\n    requester {\n      id\n      name\n    }\n    payer {\n      id\n      name\n    }\n    expiresAt\n    closedAt\n    createdAt\n  }\n"): typeof import('./graphql').RequestsTestRequestFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestsTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').RequestsTestLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestsTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').RequestsTestAddMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestsTestRequestMoney($input: RequestMoneyInput!) {\n    requestMoney(input: $input) {\n      message\n      moneyRequest {\n        ...RequestsTestRequest\n      }\n    }\n  }\n"): typeof import('./graphql').RequestsTestRequestMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestsTestPay($input: PayMoneyRequestInput!) {\n    payMoneyRequest(input: $input) {\n      message\n      moneyRequest {\n        ...RequestsTestRequest\n      }\n      transaction {\n        id\n        type\n        amount\n        description\n      }\n      wallet {\n        id\n        balance\n      }\n    }\n  }\n"): typeof import('./graphql').RequestsTestPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestsTestDecline($id: ID!) {\n    declineMoneyRequest(id: $id) {\n      message\n      moneyRequest {\n        ...RequestsTestRequest\n      }\n    }\n  }\n"): typeof import('./graphql').RequestsTestDeclineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestsTestCancel($id: ID!) {\n    cancelMoneyRequest(id: $id) {\n      message\n      moneyRequest {\n        ...RequestsTestRequest\n      }\n    }\n  }\n"): typeof import('./graphql').RequestsTestCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestsTestList($direction: MoneyRequestDirection!, $status: MoneyRequestStatus) {\n    moneyRequests(direction: $direction, status: $status) {\n      items {\n        ...RequestsTestRequest\n      }\n      pagination {\n        totalItems\n      }\n    }\n  }\n"): typeof import('./graphql').RequestsTestListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestsTestBlock($userId: ID!) {\n    blockRequester(userId: $userId) {\n      message\n      blocked {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').RequestsTestBlockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestsTestUnblock($userId: ID!) {\n    unblockRequester(userId: $userId) {\n      message\n      blocked {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').RequestsTestUnblockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestsTestBlocked {\n    blockedRequesters {\n      id\n      name\n      blockedAt\n    }\n  }\n"): typeof import('./graphql').RequestsTestBlockedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReversalsTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').ReversalsTestLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReversalsTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').ReversalsTestAddMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReversalsTestSend($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      transaction {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').ReversalsTestSendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReversalsTestBalance {\n    myWallet {\n      balance\n    }\n  }\n"): typeof import('./graphql').ReversalsTestBalanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReversalsTestPropose($input: ProposeReversalInput!) {\n    proposeReversal(input: $input) {\n      reversal {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').ReversalsTestProposeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReversalsTestApprove($input: ReversalDecisionInput!) {\n    approveReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n        amount\n        decisionReason\n        reversalTransactionId\n        proposedBy {\n          name\n        }\n        decidedBy {\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReversalsTestApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReversalsTestReject($input: ReversalDecisionInput!) {\n    rejectReversal(input: $input) {\n      message\n      reversal {\n        id\n        status\n        decisionReason\n        reversalTransactionId\n        decidedBy {\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReversalsTestRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReversalsTestTransaction($id: ID!) {\n    transaction(id: $id) {\n      id\n      amount\n      reverses\n      reversedBy\n    }\n  }\n"): typeof import('./graphql').ReversalsTestTransactionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsTestSettings on Settings {\n    notifications {\n      transactionAlerts\n      securityAlerts\n      marketing\n    }\n    twoFactor {\n      enabled\n      enabledAt\n      recoveryCodesLeft\n    }\n  }\n"): typeof import('./graphql').SettingsTestSettingsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsTestMySettings {\n    mySettings {\n      ...SettingsTestSettings\n    }\n  }\n"): typeof import('./graphql').SettingsTestMySettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsTestUpdatePreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      message\n      settings {\n        ...SettingsTestSettings\n      }\n    }\n  }\n"): typeof import('./graphql').SettingsTestUpdatePreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsTestStartSetup {\n    startTwoFactorSetup {\n      secret\n      otpauthUrl\n    }\n  }\n"): typeof import('./graphql').SettingsTestStartSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsTestEnable($code: String!) {\n    enableTwoFactor(code: $code) {\n      message\n      recoveryCodes\n      settings {\n        ...SettingsTestSettings\n      }\n    }\n  }\n"): typeof import('./graphql').SettingsTestEnableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsTestDisable($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      message\n      settings {\n        ...SettingsTestSettings\n      }\n    }\n  }\n"): typeof import('./graphql').SettingsTestDisableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsTestClose($password: String!) {\n    closeAccount(password: $password) {\n      message\n    }\n  }\n"): typeof import('./graphql').SettingsTestCloseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        id\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').SettingsTestLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsTestMe {\n    me {\n      id\n    }\n  }\n"): typeof import('./graphql').SettingsTestMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      wallet {\n        balance\n      }\n    }\n  }\n"): typeof import('./graphql').SettingsTestAddMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsTestWithdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      wallet {\n        balance\n      }\n    }\n  }\n"): typeof import('./graphql').SettingsTestWithdrawDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ControlsTestLogin($input: LoginInput!) {\n    login(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').ControlsTestLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ControlsTestWallet on Wallet {\n    id\n    isBlocked\n    limits {\n      dailyAmount\n      dailyRemainingAmount\n    }\n    controls {\n      isFrozen\n      frozenAt\n      platformDailyAmount\n      personalDailyAmount\n      personalMonthlyAmount\n      pendingDailyAmount\n      pendingDailyAt\n      pendingMonthlyAmount\n      pendingMonthlyAt\n    }\n  }\n"): typeof import('./graphql').ControlsTestWalletFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ControlsTestMyWallet {\n    myWallet {\n      ...ControlsTestWallet\n    }\n  }\n"): typeof import('./graphql').ControlsTestMyWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ControlsTestFreeze {\n    freezeMyWallet {\n      message\n      wallet {\n        ...ControlsTestWallet\n      }\n    }\n  }\n"): typeof import('./graphql').ControlsTestFreezeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ControlsTestUnfreeze($input: UnfreezeWalletInput!) {\n    unfreezeMyWallet(input: $input) {\n      message\n      wallet {\n        ...ControlsTestWallet\n      }\n    }\n  }\n"): typeof import('./graphql').ControlsTestUnfreezeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ControlsTestSetLimits($input: PersonalLimitsInput!) {\n    setPersonalLimits(input: $input) {\n      message\n      wallet {\n        ...ControlsTestWallet\n      }\n    }\n  }\n"): typeof import('./graphql').ControlsTestSetLimitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ControlsTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').ControlsTestAddMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ControlsTestSendMoney($input: SendMoneyInput!) {\n    sendMoney(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').ControlsTestSendMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientTestSubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').ClientTestSubmitContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation ClientTestTwice($input: ContactInput!) {\n          first: submitContact(input: $input) {\n            message\n          }\n          second: submitContact(input: $input) {\n            message\n          }\n        }\n      "): typeof import('./graphql').ClientTestTwiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityTestSubmitContact {\n    submitContact(\n      input: { firstName: \"Eve\", lastName: \"Forge\", email: \"eve@example.com\", subject: \"Hi\", message: \"CSRF\" }\n    ) {\n      message\n    }\n  }\n"): typeof import('./graphql').SecurityTestSubmitContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StatementTestAddMoney($input: AddMoneyInput!) {\n    addMoney(input: $input) {\n      transaction {\n        id\n      }\n      wallet {\n        balance\n      }\n    }\n  }\n"): typeof import('./graphql').StatementTestAddMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n        name\n        email\n        phone\n        role\n        isEmailVerified\n        isApproved\n        createdAt\n        updatedAt\n      }\n    }\n  }\n"): typeof import('./graphql').RegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVerificationCode($email: String!) {\n    sendVerificationCode(email: $email) {\n      message\n    }\n  }\n"): typeof import('./graphql').SendVerificationCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      message\n    }\n  }\n"): typeof import('./graphql').VerifyEmailDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
