// The search box of an admin list (All Wallets, All Users, Manage agents): it shows what is typed at once, and the
// list's search, kept in the address, follows once typing pauses (SPEC.md §2), so the query is not sent per key.
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../components/UserSearchPanel';

/** SPEC.md §2: the search is sent once typing pauses this long. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

/**
 * `search` is the list's search now (from the address); `onSearch` receives a new, trimmed one after a pause in
 * typing (the page goes back to 1 there). Returns the box's text and its setter.
 */
export function useSearchBox(
  search: string,
  onSearch: (search: string) => void,
): [typed: string, setTyped: (typed: string) => void] {
  const [typed, setTyped] = useState(search);
  const debouncedSearch = useDebouncedValue(typed.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    // The search changed elsewhere (Back, Clear Filters, or our own update): the box follows unless it leads.
    setShownSearch(search);
    if (search !== debouncedSearch) setTyped(search);
  }
  // Only a new pause in typing changes the search, so Back or Clear Filters are never overwritten by the box.
  const appliedSearch = useRef(debouncedSearch);
  useEffect(() => {
    if (appliedSearch.current === debouncedSearch) return;
    appliedSearch.current = debouncedSearch;
    if (search !== debouncedSearch) onSearch(debouncedSearch);
  }, [debouncedSearch, search, onSearch]);
  return [typed, setTyped];
}
