// useAddressState: the value read from the address, a change shown at once and written to the address, and an
// address changed elsewhere (Back) becoming the value again.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useAddressState } from './use-address-state';

const readPage = (search: URLSearchParams) => {
  const page = Number(search.get('page'));
  return { page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
};
const writePage = ({ page }: { page: number }) => new URLSearchParams(page > 1 ? { page: String(page) } : {});

function renderAt(entry: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [value, set] = useAddressState(readPage, writePage);
      return { value, set, location: useLocation(), navigate: useNavigate() };
    },
    { wrapper },
  );
}

describe('useAddressState', () => {
  it('when the address names a value, then that is the value; an unknown one reads as the default', () => {
    expect(renderAt('/list?page=3').result.current.value).toEqual({ page: 3 });
    expect(renderAt('/list?page=zero').result.current.value).toEqual({ page: 1 });
  });

  it('when the value is set, then it applies and the address follows; defaults are left out', async () => {
    const { result } = renderAt('/list?page=3');

    act(() => result.current.set({ page: 4 }));
    expect(result.current.value).toEqual({ page: 4 });
    await waitFor(() => expect(result.current.location.search).toBe('?page=4'));

    act(() => result.current.set({ page: 1 }));
    await waitFor(() => expect(result.current.location.search).toBe(''));
    expect(result.current.value).toEqual({ page: 1 });
  });

  it('when the address changes elsewhere (Back), then the value follows it', async () => {
    const { result } = renderAt('/list?page=2');
    act(() => result.current.set({ page: 5 }));
    await waitFor(() => expect(result.current.location.search).toBe('?page=5'));

    act(() => {
      void result.current.navigate(-1);
    });

    await waitFor(() => expect(result.current.value).toEqual({ page: 2 }));
    expect(result.current.location.search).toBe('?page=2');
  });

  it('when set with replace, then Back skips the replaced entry', async () => {
    const { result } = renderAt('/list?page=2');
    act(() => result.current.set({ page: 3 }));
    await waitFor(() => expect(result.current.location.search).toBe('?page=3'));
    act(() => result.current.set({ page: 4 }, { replace: true }));
    await waitFor(() => expect(result.current.location.search).toBe('?page=4'));

    act(() => {
      void result.current.navigate(-1);
    });

    await waitFor(() => expect(result.current.location.search).toBe('?page=2'));
    expect(result.current.value).toEqual({ page: 2 });
  });
});
