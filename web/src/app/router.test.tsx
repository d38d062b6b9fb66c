// The route tree end to end in jsdom: lazy pages load, unknown paths get the 404, `/` asks the bff for figures.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyLoad, renderRoutesAt, resetRouteTest, stubBff } from '../test/render-route';

afterEach(resetRouteTest);

describe('routes', () => {
  it.each(['/careers', '/exchange', '/no/such/page'])(
    'when %s has no page, then the designed 404 names it and links home',
    async (path) => {
      renderRoutesAt(path);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }, lazyLoad),
      ).toBeInTheDocument();
      const main = screen.getByRole('main');
      expect(within(main).getByText(path)).toBeInTheDocument();
      expect(within(main).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it.each([
    ['/features', 'Built for the way you move money'],
    ['/about', 'Money should move as easily as a message'],
    ['/faq', 'Frequently asked questions'],
    ['/contact', "We're here to help"],
  ])('when %s is opened, then its page loads with its h1', async (path, heading) => {
    renderRoutesAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, lazyLoad)).toBeInTheDocument();
  });

  it('when / is opened, then the figures are fetched from /graphql with the session cookie', async () => {
    const fetchMock = stubBff({
      CurrentUser: { me: null },
      HomePage: {
        publicStats: {
          __typename: 'PublicStats',
          id: 'public',
          totalUsers: 1200,
          totalAgents: 34,
          totalTransactions: 5678,
          totalVolume: '98765.40',
        },
      },
    });

    renderRoutesAt('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: /Your money/ }, lazyLoad),
    ).toBeInTheDocument();
    expect(await screen.findByText('$98,765.40', {}, lazyLoad)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/graphql',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });
});
