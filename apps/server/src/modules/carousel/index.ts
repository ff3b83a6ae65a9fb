// The carousel module (轮播图): owns carousel_items. It answers the home page's
// `GET /api/scrollSetting/getScrollImages` (enabled items, in order, with their titles) and the back office's
// list, save, reorder and remove; the same enabled items draw /home's first view (`shownItems`).
import type { Kysely } from 'kysely';
import type { ApiCalls, CallData } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import { adminCarouselHandlers, type AdminCarouselCalls } from './admin-handlers.ts';
import { listEnabledItems } from './repository.ts';

export interface CarouselDeps {
  db: Kysely<DB>;
  now: Clock;
  /** The URLs of `urls` that are not pictures of the media store (the media module's face). */
  missingMedia(urls: readonly string[]): Promise<string[]>;
}

export function createCarousel(deps: CarouselDeps): {
  handlers: Pick<CallHandlers, 'getScrollImages' | AdminCarouselCalls>;
  /** What `getScrollImages` answers: the enabled items, in order. */
  shownItems(): Promise<CallData<ApiCalls['getScrollImages']>>;
} {
  const shownItems = async () =>
    (await listEnabledItems(deps.db)).map((r) => ({ imageUrl: r.image_url, url: r.url, title: r.title }));
  return {
    handlers: { getScrollImages: shownItems, ...adminCarouselHandlers(deps) },
    shownItems,
  };
}
