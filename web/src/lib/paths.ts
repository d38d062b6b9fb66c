// Every route of the app in one place (SPEC.md §2 plus DESIGN.md §9), so links never drift from routes.
import { AGENT_COUNTER_PATH } from '@wallet/common/pay-links';

export const paths = {
  home: '/',
  features: '/features',
  about: '/about',
  contact: '/contact',
  faq: '/faq',

  login: '/login',
  register: '/register',
  verify: '/verify',
  forgotPassword: '/forgot-password',
  unauthorized: '/unauthorized',

  user: {
    root: '/user',
    overview: '/user/overview',
    wallet: '/user/wallet',
    sendMoney: '/user/send-money',
    /** The person's pay QR code and pay link (docs/pay-links.md). */
    receive: '/user/receive',
    requests: '/user/requests',
    /** What an agent's counter code opens, `?agent={id}` (docs/pay-links.md); reached by scanning, not by a link. */
    agentCounter: AGENT_COUNTER_PATH,
    withdraw: '/user/withdraw',
    history: '/user/my-history',
    updateProfile: '/user/update-profile',
    settings: '/user/settings',
  },
  agent: {
    root: '/agent',
    overview: '/agent/overview',
    cashIn: '/agent/cash-in',
    cashOut: '/agent/cash-out',
    /** The agent's counter code to print (docs/pay-links.md). */
    counterCode: '/agent/counter-code',
    history: '/agent/my-history',
    updateUser: '/agent/update-user',
    settings: '/agent/settings',
  },
  admin: {
    root: '/admin',
    overview: '/admin/overview',
    allWallets: '/admin/all-wallets',
    allUsers: '/admin/all-users',
    manageAgents: '/admin/agent-block-unblock',
    allTransactions: '/admin/all-transaction',
    /** The books on screen (docs/ledger.md). */
    ledger: '/admin/ledger',
    /** The queue of reported problems (docs/disputes.md). */
    disputes: '/admin/disputes',
    /** Reversal proposals, maker-checker (docs/reversals.md). */
    reversals: '/admin/reversals',
    updateUser: '/admin/update-user',
    settings: '/admin/settings',
    /** The admin's full page for one person (SPEC.md §2 "View Full Details", DESIGN.md §9 item 6). */
    userDetails: (userId: string) => `/user/${encodeURIComponent(userId)}`,
  },

  /**
   * A pay link (docs/pay-links.md): signed in as a user it opens Send Money filled in; signed out, sign-in first.
   * The handle is the receiver's public user id; amount and note ride in the query (common/src/pay-links.ts).
   */
  payLink: (handle: string) => `/pay/${encodeURIComponent(handle)}`,

  // Footer destinations (web/src/features/public/info). SPEC's /careers, /press, /blog, /community, /exchange and
  // /wallet are not here: the first four would be pages with nothing true to say, Wallet exchanges no currencies,
  // and the footer's Wallet link is the Features page.
  products: { payments: '/payments', api: '/api' },
  support: { help: '/help', status: '/status' },
  legal: { privacy: '/privacy', terms: '/terms', cookies: '/cookies', gdpr: '/gdpr' },
} as const;

export type UserRole = 'user' | 'agent' | 'admin';

/** Each role's Update Profile page (Settings' Edit and Change password lead there). */
export const updateProfilePaths: Readonly<Record<UserRole, string>> = {
  user: paths.user.updateProfile,
  agent: paths.agent.updateUser,
  admin: paths.admin.updateUser,
};

/** The id of Update Profile's Change Password form: `…/update-profile#change-password` opens the page there. */
export const CHANGE_PASSWORD_SECTION_ID = 'change-password';

/** Where each role's dashboard starts, and what its link says (SPEC.md §2). */
export const dashboardLinks: Readonly<Record<UserRole, { to: string; label: string }>> = {
  admin: { to: paths.admin.root, label: 'Admin Dashboard' },
  user: { to: paths.user.root, label: 'User Dashboard' },
  agent: { to: paths.agent.root, label: 'Agent Dashboard' },
};
