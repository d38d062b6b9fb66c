// What every navigation does (issue 16, "Scroll and focus on navigation"): a new page starts at the top and its
// heading takes focus; Back returns to the old position; the first load, a query-only change and a page that
// focuses a field of its own keep focus where it is.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAddressState } from '../../lib/use-address-state';
import { scrollRestorationKey, underRootLayout } from './RootLayout';

const readPage = (search: URLSearchParams) => Number(search.get('page') ?? '1');
const writePage = (page: number) => new URLSearchParams({ page: String(page) });

function ListPage() {
  // A list's page number kept in the address, as the app's lists keep theirs.
  const [page, setPage] = useAddressState(readPage, writePage);
  return (
    <main>
      <h1>History</h1>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next page
      </button>
      <Link to="/details">Details</Link>
    </main>
  );
}

/** The test's hand on the page below: it shows the real frame when the test says so. */
let finishArriving: () => void = () => undefined;

/** A page that arrives in steps, as a dashboard does: the guard's skeleton in a <main>, then the frame's own. */
function ArrivingPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    finishArriving = () => setReady(true);
  }, []);
  return ready ? (
    <main key="frame">
      <h1>Overview</h1>
    </main>
  ) : (
    <main key="guard">
      <p>Loading…</p>
    </main>
  );
}

const routes: RouteObject[] = [
  { path: '/arriving', element: <ArrivingPage /> },
  { path: '/', element: <ListPage /> },
  {
    path: '/details',
    element: (
      <main>
        <h1>Details</h1>
      </main>
    ),
  },
  {
    path: '/no-heading',
    element: (
      <main>
        <p>Loading…</p>
      </main>
    ),
  },
  {
    path: '/sign-in',
    element: (
      <main>
        <h1>Welcome back</h1>
        <label>
          Email
          <input type="email" autoFocus />
        </label>
      </main>
    ),
  },
];

function renderApp(path = '/') {
  const router = createMemoryRouter(underRootLayout(routes), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn((_x: number, y: number) => {
    window.scrollY = y;
  });
  vi.stubGlobal('scrollTo', scrollTo);
  window.scrollY = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RootLayout', () => {
  it('when the app first loads, then focus stays on the document', async () => {
    renderApp();
    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('when a link opens another page, then it starts at the top with its h1 focused (not a Tab stop)', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: 'History' });
    window.scrollY = 3800;

    act(() => screen.getByRole('link', { name: 'Details' }).click());

    const heading = await screen.findByRole('heading', { name: 'Details' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(router.state.location.pathname).toBe('/details');
  });

  it('when Back is pressed after scrolling, then the old page returns to where it was', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: 'History' });
    window.scrollY = 1250;
    await act(() => router.navigate('/details'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate(-1));

    expect(await screen.findByRole('heading', { name: 'History' })).toHaveFocus();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1250);
  });

  it('when the new page has no h1 yet, then its main region takes focus', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: 'History' });

    await act(() => router.navigate('/no-heading'));

    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('when the new page arrives in steps (a skeleton main, then the real one), then focus follows to its h1', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: 'History' });

    await act(() => router.navigate('/arriving'));
    expect(screen.getByRole('main')).toHaveFocus();

    act(() => finishArriving());

    const heading = screen.getByRole('heading', { name: 'Overview' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('when the new page focuses a field itself, then focus stays in that field', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: 'History' });

    await act(() => router.navigate('/sign-in'));

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('when only the query changes (the page of a list), then neither focus nor the scroll position moves', async () => {
    const router = renderApp();
    const next = await screen.findByRole('button', { name: 'Next page' });
    next.focus();
    scrollTo.mockClear();

    act(() => next.click());

    expect(router.state.location.search).toBe('?page=2');
    expect(next).toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("when a tab's first page is remembered, then by its path (React Router keys every document's first entry 'default')", () => {
    expect(scrollRestorationKey({ key: 'default', pathname: '/privacy' })).toBe('/privacy');
    expect(scrollRestorationKey({ key: 'default', pathname: '/' })).toBe('/');
    expect(scrollRestorationKey({ key: 'x1y2z3', pathname: '/privacy' })).toBe('x1y2z3');
  });
});
