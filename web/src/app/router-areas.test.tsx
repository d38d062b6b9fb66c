// The protected areas through the real route tree: signed out → the login page; /unauthorized has its page.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyLoad, renderRouteAs, renderRoutesAt, resetRouteTest } from '../test/render-route';

afterEach(resetRouteTest);

describe('protected areas', () => {
  it('when a signed-out visitor opens /user/wallet, then the sign-in page shows', async () => {
    const { router } = renderRouteAs('/user/wallet', { role: null });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, lazyLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('when /unauthorized is opened, then it says so and links home', async () => {
    renderRoutesAt('/unauthorized');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'You are not authorized to access this page' },
        lazyLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
