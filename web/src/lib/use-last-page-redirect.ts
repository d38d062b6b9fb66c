// A list's page past its end (an old link, or rows that went away or no longer match) becomes the last page there
// is, in place of the address entry, so Back does not return to the empty page.
import { useEffect } from 'react';
import type { SetAddressState } from './use-address-state';

/**
 * @param totalPages as the latest answer counts them; 0 while there is no answer for these params yet (nothing to
 * judge, so nothing happens).
 */
export function useLastPageRedirect<T extends { page: number }>(
  params: T,
  setParams: SetAddressState<T>,
  totalPages: number,
): void {
  const pastTheEnd = totalPages >= 1 && params.page > totalPages;
  useEffect(() => {
    if (pastTheEnd) setParams({ ...params, page: totalPages }, { replace: true });
  }, [pastTheEnd, totalPages, params, setParams]);
}
