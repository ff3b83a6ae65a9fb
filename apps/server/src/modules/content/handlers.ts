// Public content the shell shows: the home page carousel (enabled items, in order).
import type { CallHandlers } from '../../http/calls.ts';
import type { Services } from '../../services.ts';

export function contentHandlers(s: Services): Pick<CallHandlers, 'getScrollImages'> {
  return {
    getScrollImages: async () => {
      const rows = await s.db
        .selectFrom('carousel_items')
        .select(['image_url', 'url'])
        .where('enabled', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ imageUrl: r.image_url, url: r.url }));
    },
  };
}
