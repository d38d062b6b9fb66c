// The protected areas through the real route tree: signed out → the login page; /unauthorized has its page.
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemePreferenceProvider } from '../lib/ThemePreferenceProvider';
import { createRoutes } from './router';

const lazyLoad = { timeout: 10_000 };

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <ThemePreferenceProvider persist={false}>
      <RouterProvider router={router} />
    </ThemePreferenceProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('protected areas', () => {
  it('when a signed-out visitor opens /user/wallet, then the sign-in page shows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ data: { me: null } }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    const router = renderAt('/user/wallet');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, lazyLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('when /unauthorized is opened, then it says so and links home', async () => {
    renderAt('/unauthorized');

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
