// useLastPageRedirect: a page past the end becomes the last page, replacing the address entry; a page in range, or
// no answer yet, is left alone.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useAddressState } from './use-address-state';
import { useLastPageRedirect } from './use-last-page-redirect';

const readParams = (search: URLSearchParams) => {
  const page = Number(search.get('page'));
  return { role: search.get('role'), page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
};
const writeParams = ({ role, page }: { role: string | null; page: number }) =>
  new URLSearchParams({ ...(role ? { role } : {}), ...(page > 1 ? { page: String(page) } : {}) });

function renderAt(entries: string[], totalPages: number) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      {children}
    </MemoryRouter>
  );
  return renderHook(
    ({ total }: { total: number }) => {
      const [params, setParams] = useAddressState(readParams, writeParams);
      useLastPageRedirect(params, setParams, total);
      return { params, location: useLocation(), navigate: useNavigate() };
    },
    { wrapper, initialProps: { total: totalPages } },
  );
}

describe('useLastPageRedirect', () => {
  it('when the page is past the end, then the last page replaces it and the other params stay', async () => {
    const { result } = renderAt(['/list', '/list?role=agent&page=7'], 2);

    await waitFor(() => expect(result.current.location.search).toBe('?role=agent&page=2'));
    expect(result.current.params).toEqual({ role: 'agent', page: 2 });

    act(() => {
      void result.current.navigate(-1);
    });
    await waitFor(() => expect(result.current.location.search).toBe(''));
  });

  it('when the page is within the pages, or no answer has counted them yet, then nothing changes', async () => {
    const { result, rerender } = renderAt(['/list?page=3'], 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.location.search).toBe('?page=3');

    rerender({ total: 3 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.location.search).toBe('?page=3');

    rerender({ total: 1 });
    await waitFor(() => expect(result.current.location.search).toBe(''));
  });
});
