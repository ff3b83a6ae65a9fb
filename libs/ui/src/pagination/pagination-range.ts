// Which page buttons a pager shows: always the first and last `boundaryCount` pages, `siblingCount` pages each side
// of the current one, and an ellipsis for every run of two or more hidden pages (a run of one shows the page
// itself, since an ellipsis would take the same room). With the defaults the pager never changes width, like
// Element UI's pager of 7.

export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

export interface PaginationRangeInput {
  page: number;
  pageCount: number;
  siblingCount?: number;
  boundaryCount?: number;
}

function range(start: number, end: number): number[] {
  return end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export function getPaginationRange({
  page,
  pageCount,
  siblingCount = 2,
  boundaryCount = 1,
}: PaginationRangeInput): PaginationItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);

  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);

  const siblingsStart = Math.max(
    Math.min(current - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblingCount, boundaryCount + siblingCount * 2 + 2),
    (endPages[0] ?? count + 1) - 2,
  );

  const items: PaginationItem[] = [...startPages];
  if (siblingsStart > boundaryCount + 2) items.push('start-ellipsis');
  else if (boundaryCount + 1 < count - boundaryCount) items.push(boundaryCount + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < count - boundaryCount - 1) items.push('end-ellipsis');
  else if (count - boundaryCount > boundaryCount) items.push(count - boundaryCount);
  items.push(...endPages);
  return items;
}
