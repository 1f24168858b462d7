import { PageNumbers } from '../../components/PageNumbers';
import { SEARCH_PAGE_SIZE } from './search-url';
import { useSearchState } from './useSearchState';

/**
 * The search page's numbers, an island of it: a page chosen builds on the search last asked for
 * (a sort chosen a moment before is kept).
 */
export function SearchPageNumbers({ totalPages, page }: { totalPages: number; page: number }) {
  const { setPage } = useSearchState();
  // The gateway's totalPages, not its total: past the count's cap it numbers a page beyond the counted ones.
  return <PageNumbers total={totalPages * SEARCH_PAGE_SIZE} pageSize={SEARCH_PAGE_SIZE} page={page} onPageChange={setPage} />;
}
