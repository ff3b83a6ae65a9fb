import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPaginationRange, type PaginationItem } from './pagination-range.ts';

const pages = (items: PaginationItem[]) => items.filter((i): i is number => typeof i === 'number');

describe('getPaginationRange', () => {
  it('lists every page when they fit', () => {
    expect(getPaginationRange({ page: 1, pageCount: 1 })).toEqual([1]);
    expect(getPaginationRange({ page: 3, pageCount: 7 })).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('collapses long ranges with ellipses around the current page', () => {
    expect(getPaginationRange({ page: 1, pageCount: 20 })).toEqual([1, 2, 3, 4, 5, 6, 7, 'end-ellipsis', 20]);
    expect(getPaginationRange({ page: 10, pageCount: 20 })).toEqual([
      1,
      'start-ellipsis',
      8,
      9,
      10,
      11,
      12,
      'end-ellipsis',
      20,
    ]);
    expect(getPaginationRange({ page: 20, pageCount: 20 })).toEqual([
      1,
      'start-ellipsis',
      14,
      15,
      16,
      17,
      18,
      19,
      20,
    ]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(getPaginationRange({ page: 5, pageCount: 9 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('clamps a page outside the range', () => {
    expect(getPaginationRange({ page: 99, pageCount: 3 })).toEqual([1, 2, 3]);
    expect(getPaginationRange({ page: 1, pageCount: 0 })).toEqual([1]);
  });

  it('always shows first, last and current page in order, hiding only runs of two or more behind one ellipsis', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        (pageCount, rawPage, siblingCount, boundaryCount) => {
          const page = Math.min(rawPage, pageCount);
          const items = getPaginationRange({ page, pageCount, siblingCount, boundaryCount });
          const shown = pages(items);
          expect(shown).toContain(1);
          expect(shown).toContain(pageCount);
          expect(shown).toContain(page);
          // Strictly increasing page numbers.
          for (let i = 1; i < shown.length; i += 1) expect(shown[i]).toBeGreaterThan(shown[i - 1] ?? 0);
          // Every gap is marked by exactly one ellipsis and is at least two pages wide.
          items.forEach((item, i) => {
            if (typeof item === 'number') {
              const next = items[i + 1];
              if (typeof next === 'number') expect(next).toBe(item + 1);
            } else {
              const before = items[i - 1];
              const after = items[i + 1];
              expect(typeof before).toBe('number');
              expect(typeof after).toBe('number');
              expect((after as number) - (before as number)).toBeGreaterThanOrEqual(3);
            }
          });
          // Never wider than the full pager.
          expect(items.length).toBeLessThanOrEqual(2 * boundaryCount + 2 * siblingCount + 3);
        },
      ),
    );
  });
});
