// 轮播图 in the back office: list, add or change (the picture must be one uploaded to the media store; a link
// is http(s) or none), reorder by giving every id in the new order, and remove. Each write is one transaction
// with its audit entry; the site's carousel shows the change at once (it is read per request).
import type { Kysely } from 'kysely';
import { ERROR_CODES, type AdminCarouselItem } from '@zhiyuan/contracts';
import { isStorableId } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import {
  deleteItem,
  findItem,
  insertItem,
  listAllItems,
  reorderItems,
  updateItem,
  type CarouselRecord,
} from './repository.ts';

export const CAROUSEL_MESSAGES = {
  notFound: '轮播图不存在',
  imageRequired: '请上传图片',
  imageUnknown: '图片不存在，请重新上传',
  orderIncomplete: '顺序应包含全部轮播图的编号，每个一次（列表可能已被他人修改，请刷新后重试）',
} as const;

export type AdminCarouselCalls = 'listCarousel' | 'saveCarousel' | 'reorderCarousel' | 'removeCarousel';

export interface AdminCarouselDeps {
  db: Kysely<DB>;
  now: Clock;
  /** The URLs of `urls` that are not pictures of the media store. */
  missingMedia(urls: readonly string[]): Promise<string[]>;
}

function adminItem(row: CarouselRecord, index: number): AdminCarouselItem {
  return {
    id: row.id,
    title: row.title,
    imageUrl: row.image_url,
    url: row.url,
    enabled: row.enabled === 1,
    position: index + 1,
    sample: row.is_sample === 1,
  };
}

/** Whether two lists hold the same ids (in any order). */
const sameIds = (a: readonly number[], b: readonly number[]) =>
  [...a].sort((x, y) => x - y).join(',') === [...b].sort((x, y) => x - y).join(',');

const listed = async (db: Kysely<DB>) => (await listAllItems(db)).map(adminItem);

export function adminCarouselHandlers({
  db,
  now,
  missingMedia,
}: AdminCarouselDeps): Pick<CallHandlers, AdminCarouselCalls> {
  const notFound = () => new AppError(ERROR_CODES.notFound, CAROUSEL_MESSAGES.notFound);
  return {
    listCarousel: () => listed(db),

    saveCarousel: async ({ input, audit }) => {
      const { id, ...fields } = input;
      if (id === undefined && fields.imageUrl === undefined)
        throw fieldError('imageUrl', CAROUSEL_MESSAGES.imageRequired);
      if (fields.imageUrl !== undefined && (await missingMedia([fields.imageUrl])).length > 0) {
        throw fieldError('imageUrl', CAROUSEL_MESSAGES.imageUnknown);
      }
      if (id !== undefined && !isStorableId(id)) throw notFound();
      const savedId = await db.transaction().execute(async (trx) => {
        if (id === undefined) {
          const created = await insertItem(trx, { ...fields, imageUrl: fields.imageUrl ?? '' }, now());
          await audit(trx, {
            targetType: 'carousel',
            targetId: created,
            summary: `新增轮播图：${fields.title}`,
          });
          return created;
        }
        const before = await findItem(trx, id);
        if (!before) throw notFound();
        await updateItem(trx, id, fields, now());
        await audit(trx, {
          targetType: 'carousel',
          targetId: id,
          summary: `修改轮播图：${fields.title}`,
          before: { title: before.title, url: before.url, enabled: before.enabled === 1 },
          after: { title: fields.title, url: fields.url, enabled: fields.enabled },
        });
        return id;
      });
      const items = await listed(db);
      const saved = items.find((item) => item.id === savedId);
      if (!saved) throw notFound();
      return saved;
    },

    reorderCarousel: async ({ input, audit }) => {
      await db.transaction().execute(async (trx) => {
        const before = (await listAllItems(trx)).map((r) => r.id);
        if (!sameIds(input.ids, before)) throw fieldError('ids', CAROUSEL_MESSAGES.orderIncomplete);
        await reorderItems(trx, input.ids, now());
        await audit(trx, {
          targetType: 'carousel',
          targetId: 'order',
          summary: '调整轮播图顺序',
          before: { ids: before },
          after: { ids: input.ids },
        });
      });
      return listed(db);
    },

    removeCarousel: async ({ input, audit }) => {
      if (!isStorableId(input.id)) throw notFound();
      await db.transaction().execute(async (trx) => {
        const before = await findItem(trx, input.id);
        if (!before) throw notFound();
        await deleteItem(trx, input.id);
        await audit(trx, {
          targetType: 'carousel',
          targetId: input.id,
          summary: `删除轮播图：${before.title}`,
          before: { title: before.title, imageUrl: before.image_url.slice(0, 200), url: before.url },
        });
      });
    },
  };
}
