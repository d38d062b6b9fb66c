// The route tree: public pages inside PublicLayout, each page's code loaded only when its route is visited.
import { Navigate, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { PageSkeleton } from '../components/PageSkeleton';
import { PublicLayout } from './layouts/PublicLayout';
import { dashboardLinks, paths } from '../lib/paths';
import type { UserRole } from '../lib/paths';
import { RouteErrorPage } from './RouteErrorPage';
import { underRootLayout } from './layouts/RootLayout';
import type * as DashboardPreloadModule from './dashboard-preload';

type DashboardPreload = typeof DashboardPreloadModule;

const pageFallback = <PageSkeleton />;

// Only the layout is in the entry chunk; every page is its own chunk, and GraphQL pages sit under the lazy
// ApolloRoute (React Router loads a route's lazy parents and itself in parallel, so this adds no round trip).
// Later areas (auth, /user, /agent, /admin) add their own lazy branches here: public pages never load them.
// A function, not a constant: React Router clears a lazy property once it has loaded it, so each router (the
// app has one; tests make many) needs route objects of its own.
export function createRoutes(): RouteObject[] {
  return [
    {
      path: paths.home,
      element: <PublicLayout />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            {
              hydrateFallbackElement: pageFallback,
              lazy: { Component: async () => (await import('./ApolloRoute')).ApolloRoute },
              children: [
                {
                  path: paths.contact,
                  hydrateFallbackElement: pageFallback,
                  lazy: {
                    Component: async () =>
                      (await import('../features/public/contact/ContactPage')).ContactPage,
                  },
                },
                {
                  path: paths.login,
                  hydrateFallbackElement: pageFallback,
                  lazy: { Component: async () => (await import('../features/auth/LoginPage')).LoginPage },
                },
                {
                  path: paths.register,
                  hydrateFallbackElement: pageFallback,
                  lazy: {
                    Component: async () => (await import('../features/auth/RegisterPage')).RegisterPage,
                  },
                },
                {
                  path: paths.verify,
                  hydrateFallbackElement: pageFallback,
                  lazy: { Component: async () => (await import('../features/auth/VerifyPage')).VerifyPage },
                },
                {
                  path: paths.forgotPassword,
                  hydrateFallbackElement: pageFallback,
                  lazy: {
                    Component: async () =>
                      (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage,
                  },
                },
                // These two ask the server: the pending window of withdrawals, the service's health right now.
                {
                  path: paths.products.payments,
                  hydrateFallbackElement: pageFallback,
                  lazy: {
                    Component: async () =>
                      (await import('../features/public/info/PaymentsPage')).PaymentsPage,
                  },
                },
                {
                  path: paths.support.status,
                  hydrateFallbackElement: pageFallback,
                  lazy: {
                    Component: async () => (await import('../features/public/info/StatusPage')).StatusPage,
                  },
                },
              ],
            },
            {
              // Outside the Apollo provider: the landing page paints without Apollo, its figures load beside it.
              index: true,
              hydrateFallbackElement: pageFallback,
              lazy: {
                Component: async () => (await import('../features/public/home/HomePage')).HomePage,
              },
            },
            ...infoRoutes(),
            {
              path: paths.features,
              hydrateFallbackElement: pageFallback,
              lazy: { Component: async () => (await import('../features/public/FeaturesPage')).FeaturesPage },
            },
            {
              path: paths.about,
              hydrateFallbackElement: pageFallback,
              lazy: { Component: async () => (await import('../features/public/AboutPage')).AboutPage },
            },
            {
              path: paths.faq,
              hydrateFallbackElement: pageFallback,
              lazy: { Component: async () => (await import('../features/public/FaqPage')).FaqPage },
            },
            {
              path: paths.unauthorized,
              hydrateFallbackElement: pageFallback,
              lazy: {
                Component: async () => (await import('../features/auth/UnauthorizedPage')).UnauthorizedPage,
              },
            },
            {
              // Every address without a page gets the designed 404.
              path: '*',
              hydrateFallbackElement: pageFallback,
              lazy: { Component: async () => (await import('../features/public/NotFoundPage')).NotFoundPage },
            },
          ],
        },
      ],
    },
    {
      // The protected areas: their own frame (sidebar), outside the public layout, under the Apollo provider.
      hydrateFallbackElement: pageFallback,
      lazy: { Component: async () => (await import('./ApolloRoute')).ApolloRoute },
      children: [
        areaRoute('user'),
        userIdRoute(),
        areaRoute('agent'),
        areaRoute('admin'),
        {
          // A pay link (docs/pay-links.md): the user guard, then Send Money filled in.
          path: '/pay/:id',
          errorElement: <RouteErrorPage />,
          lazy: { Component: async () => (await import('./PayLinkRoute')).PayLinkRoute },
        },
      ],
    },
  ];
}

/** The footer's text pages that need no server data, each its own chunk outside the Apollo provider. */
function infoRoutes(): RouteObject[] {
  const pages = {
    [paths.legal.terms]: async () => (await import('../features/public/info/TermsPage')).TermsPage,
    [paths.legal.privacy]: async () => (await import('../features/public/info/PrivacyPage')).PrivacyPage,
    [paths.legal.cookies]: async () => (await import('../features/public/info/CookiesPage')).CookiesPage,
    [paths.legal.gdpr]: async () => (await import('../features/public/info/GdprPage')).GdprPage,
    [paths.support.help]: async () => (await import('../features/public/info/HelpPage')).HelpPage,
    [paths.products.api]: async () => (await import('../features/public/info/ApiPage')).ApiPage,
  };
  return Object.entries(pages).map(([path, Component]) => ({
    path,
    hydrateFallbackElement: pageFallback,
    lazy: { Component },
  }));
}

/**
 * A route loader that starts a dashboard's first queries (app/dashboard-preload.ts) while the route's chunks
 * download, and returns at once: the page renders its frame and skeletons as soon as its code is there.
 */
function preloadLoader(start: (preload: DashboardPreload) => void) {
  return () => {
    void import('./dashboard-preload').then(start);
    return null;
  };
}

const areaRouteComponents = {
  user: async () => (await import('./AreaRoutes')).UserAreaRoute,
  agent: async () => (await import('./AreaRoutes')).AgentAreaRoute,
  admin: async () => (await import('./AreaRoutes')).AdminAreaRoute,
} as const;

const profileSegments: Record<UserRole, string> = {
  user: 'update-profile',
  agent: 'update-user',
  admin: 'update-user',
};

/** /{role}: the guard and dashboard frame; index → overview; pages not built yet → the 404 inside the frame. */
function areaRoute(role: UserRole): RouteObject {
  return {
    path: dashboardLinks[role].to,
    hydrateFallbackElement: pageFallback,
    errorElement: <RouteErrorPage />,
    loader: preloadLoader((preload) => preload.preloadSession()),
    lazy: { Component: areaRouteComponents[role] },
    children: [
      { index: true, element: <Navigate to="overview" replace /> },
      {
        path: 'overview',
        loader: preloadLoader((preload) => preload.preloadOverview(role)),
        lazy: {
          Component: async () => (await import('./OverviewPage')).OverviewPage,
        },
      },
      {
        path: profileSegments[role],
        lazy: {
          Component: async () => (await import('../features/profile/UpdateProfilePage')).UpdateProfilePage,
        },
      },
      ...(role === 'user' ? userMoneyRoutes() : []),
      ...(role === 'user' ? [walletRoute()] : []),
      ...(role === 'agent' ? agentMoneyRoutes() : []),
      ...(role === 'admin' ? adminRoutes() : []),
      ...(role === 'admin' ? [] : [myHistoryRoute()]),
      settingsRoute(),
      {
        path: '*',
        lazy: {
          Component: async () =>
            (await import('../features/dashboard/DashboardNotFoundPage')).DashboardNotFoundPage,
        },
      },
    ],
  };
}

/** The admin area's pages, each its own chunk. */
function adminRoutes(): RouteObject[] {
  return [
    {
      path: 'all-wallets',
      lazy: {
        Component: async () => (await import('../features/admin/wallets/AllWalletsPage')).AllWalletsPage,
      },
    },
    {
      path: 'all-transaction',
      lazy: {
        Component: async () =>
          (await import('../features/admin/transactions/AllTransactionsPage')).AllTransactionsPage,
      },
    },
    {
      path: 'ledger',
      lazy: {
        Component: async () => (await import('../features/admin/ledger/LedgerPage')).LedgerPage,
      },
    },
    {
      path: 'disputes',
      lazy: {
        Component: async () => (await import('../features/admin/disputes/DisputesPage')).DisputesPage,
      },
    },
    {
      path: 'reversals',
      lazy: {
        Component: async () => (await import('../features/admin/reversals/ReversalsPage')).ReversalsPage,
      },
    },
    {
      path: 'all-users',
      lazy: {
        Component: async () => (await import('../features/admin/users/AllUsersPage')).AllUsersPage,
      },
    },
    {
      path: 'agent-block-unblock',
      lazy: {
        Component: async () => (await import('../features/admin/agents/ManageAgentsPage')).ManageAgentsPage,
      },
    },
  ];
}

/**
 * /user/:id: a UUID is an admin's page for that person (guard, frame and page for admins); anything else stays
 * the user area's in-frame 404. UserIdRoute decides, since React Router ranks :id above the user area's `*`.
 */
function userIdRoute(): RouteObject {
  return {
    path: `${paths.user.root}/:id`,
    hydrateFallbackElement: pageFallback,
    errorElement: <RouteErrorPage />,
    lazy: { Component: async () => (await import('./UserIdRoute')).UserIdAreaRoute },
    children: [{ index: true, lazy: { Component: async () => (await import('./UserIdRoute')).UserIdPage } }],
  };
}

/** /user/send-money, /user/receive, /user/withdraw, /user/requests and /user/agent-counter, each its own chunk. */
function userMoneyRoutes(): RouteObject[] {
  return [
    {
      path: 'send-money',
      lazy: {
        Component: async () => (await import('../features/send-money/SendMoneyRoute')).SendMoneyRoute,
      },
    },
    {
      path: 'receive',
      lazy: { Component: async () => (await import('../features/receive/ReceivePage')).ReceivePage },
    },
    {
      path: 'withdraw',
      lazy: { Component: async () => (await import('../features/withdraw/WithdrawPage')).WithdrawPage },
    },
    {
      path: 'requests',
      lazy: { Component: async () => (await import('../features/requests/RequestsPage')).RequestsPage },
    },
    {
      path: 'agent-counter',
      lazy: {
        Component: async () =>
          (await import('../features/wallet/agent-counter/AgentCounterPage')).AgentCounterPage,
      },
    },
  ];
}

/** /agent/cash-in, /agent/cash-out and /agent/counter-code, each its own chunk. */
function agentMoneyRoutes(): RouteObject[] {
  return [
    {
      path: 'cash-in',
      lazy: {
        Component: async () => (await import('../features/agent/cash-in/CashInPage')).CashInPage,
      },
    },
    {
      path: 'cash-out',
      lazy: {
        Component: async () => (await import('../features/agent/cash-out/CashOutPage')).CashOutPage,
      },
    },
    {
      path: 'counter-code',
      lazy: {
        Component: async () =>
          (await import('../features/agent/counter-code/CounterCodePage')).CounterCodePage,
      },
    },
  ];
}

/** /user/wallet: balance, Add Money, spending and the wallet's details. */
function walletRoute(): RouteObject {
  return {
    path: 'wallet',
    lazy: { Component: async () => (await import('../features/wallet/MyWalletPage')).MyWalletPage },
  };
}

/** /user/my-history and /agent/my-history: the signed-in person's own movements (SPEC.md §2, "as for users"). */
function myHistoryRoute(): RouteObject {
  return {
    path: 'my-history',
    lazy: { Component: async () => (await import('../features/history/MyHistoryPage')).MyHistoryPage },
  };
}

/** /{role}/settings for all three roles: tour, theme, notifications, security and the account. */
function settingsRoute(): RouteObject {
  return {
    path: 'settings',
    lazy: { Component: async () => (await import('../features/settings/SettingsPage')).SettingsPage },
  };
}

export function createAppRouter() {
  return createBrowserRouter(underRootLayout(createRoutes()));
}
