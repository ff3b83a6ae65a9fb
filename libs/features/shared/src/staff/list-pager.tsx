// The pager under a back-office list (院校库, 内容): pages of STAFF_PAGE_SIZE, kept in the URL by the list's
// search (?page=…), shown only when there is more than one page.
import { Pagination } from '@zhiyuan/ui';
import type { ListSearch } from '../content/use-list-search.ts';

/** Rows a back-office list asks for at a time. */
export const STAFF_PAGE_SIZE = 20;

export function StaffListPager({
  total,
  search,
}: {
  total: number;
  search: Pick<ListSearch, 'page' | 'setPage'>;
}) {
  if (total <= STAFF_PAGE_SIZE) return null;
  return (
    <Pagination
      total={total}
      page={search.page}
      pageSize={STAFF_PAGE_SIZE}
      onChange={search.setPage}
      className="justify-center pt-2"
    />
  );
}
