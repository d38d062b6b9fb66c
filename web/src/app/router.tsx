// The route tree: public pages inside PublicLayout, each page's code loaded only when its route is visited.
import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { PageSkeleton } from '../components/PageSkeleton';
import { PublicLayout } from './layouts/PublicLayout';
import { paths } from './paths';
import { RouteErrorPage } from './RouteErrorPage';

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
                  index: true,
                  hydrateFallbackElement: pageFallback,
                  lazy: {
                    Component: async () => (await import('../features/public/home/HomePage')).HomePage,
                  },
                },
                {
                  path: paths.contact,
                  hydrateFallbackElement: pageFallback,
                  lazy: {
                    Component: async () =>
                      (await import('../features/public/contact/ContactPage')).ContactPage,
                  },
                },
              ],
            },
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
              // Every address without a page yet (footer destinations included) gets the designed 404.
              path: '*',
              hydrateFallbackElement: pageFallback,
              lazy: { Component: async () => (await import('../features/public/NotFoundPage')).NotFoundPage },
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
