// One paged list's page handling, for every list with pages (My History, the admin's users, agents, wallets,
// transactions and audit log): the shared pagination fragment, a page past the end moved to the last page there is,
// and the pages control's props when there is more than one page.
import type { FragmentType } from '../gql';
import { getFragmentData, graphql } from '../gql';
import type { PagedList_PaginationFragment as PaginationFields } from '../gql/graphql';
import type { SetAddressState } from './use-address-state';
import { useLastPageRedirect } from './use-last-page-redirect';

/** What every paged list asks for its pages (the server's Pagination). */
export const PagedList_PaginationFragment = graphql(`
  fragment PagedList_Pagination on Pagination {
    currentPage
    totalPages
    totalItems
    itemsPerPage
  }
`);

type PaginationRef = FragmentType<typeof PagedList_PaginationFragment>;

/** The props of components/Pagination. */
export interface PagesProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export interface PagedList {
  /** The pagination on screen (the previous answer's while the next loads); undefined before any answer. */
  pagination: PaginationFields | undefined;
  /** The pages control's props; null when there is one page or none. */
  pages: PagesProps | null;
}

interface PagedListOptions<T extends { page: number }> {
  /** The list's address state, `page` among it (lib/use-address-state). */
  params: T;
  setParams: SetAddressState<T>;
  /** The latest answer's pagination, for these params; undefined while it loads. */
  current: PaginationRef | null | undefined;
  /** The pagination on screen: the latest answer's, or the previous one's while the next loads. */
  shown: PaginationRef | null | undefined;
}

export function usePagedList<T extends { page: number }>({
  params,
  setParams,
  current,
  shown,
}: PagedListOptions<T>): PagedList {
  const latest = getFragmentData(PagedList_PaginationFragment, current);
  const pagination = getFragmentData(PagedList_PaginationFragment, shown) ?? undefined;
  useLastPageRedirect(params, setParams, latest?.totalPages ?? 0);
  const pages =
    pagination && pagination.totalPages > 1
      ? {
          currentPage: Math.min(params.page, pagination.totalPages),
          totalPages: pagination.totalPages,
          onPageChange: (page: number) => setParams({ ...params, page }),
        }
      : null;
  return { pagination, pages };
}
