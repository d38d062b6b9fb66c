// A page's choices kept in the address's query (filters, sorting, page), so reloads and shared links show the
// same view. A change applies to the page at once and reaches the address as the router's transition: Apollo's
// useQuery restarts its request while rendering, so variables that changed only inside a transition render
// would flip back and forth between the old and new request whenever that render is interrupted.
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface SetAddressState<T> {
  (next: T, options?: { replace?: boolean }): void;
}

export function useAddressState<T>(
  read: (search: URLSearchParams) => T,
  write: (value: T) => URLSearchParams,
): [T, SetAddressState<T>] {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = read(searchParams);
  const addressKey = write(fromAddress).toString();
  const [state, setState] = useState({ value: fromAddress, addressKey });
  let value = state.value;
  if (state.addressKey !== addressKey) {
    // The address changed (our own change arriving, Back, a link): it is the truth again.
    setState({ value: fromAddress, addressKey });
    value = fromAddress;
  }

  const set = useCallback<SetAddressState<T>>(
    (next, options) => {
      setState((current) => ({ ...current, value: next }));
      // The page stays where it is: a filter or a page number is not a new page to start at the top of.
      setSearchParams(write(next), { preventScrollReset: true, ...options });
    },
    [setSearchParams, write],
  );
  return [value, set];
}
