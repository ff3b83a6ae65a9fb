// 内容 in the back office: one set of calls for announcements and articles (`type`). A save writes a draft or
// changes an item in place (a published item changes on the site at once); publish, pin, remove (to the
// recycle bin) and restore change its state. Each write is one transaction with its audit entry; an
// article's college or major is checked against the catalog before the transaction opens.
import type { Kysely, Transaction } from 'kysely';
import {
  CONTENT_TYPE_LABELS,
  ERROR_CODES,
  markdownBlocks,
  type AdminContentDetail,
  type AdminContentItem,
  type ContentType,
} from '@zhiyuan/contracts';
import { isStorableId } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { AuditWrite } from '../audit/index.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import type { Catalog } from '../catalog/index.ts';
import { adminItem, TABLE_OF, type TargetIndexes } from './items.ts';
import { CONTENT_MESSAGES } from './messages.ts';
import { findContent, listContent as listRows, type ArticleRecord, type NewsRecord } from './repository.ts';
import { insertContent, updateContent, type ContentFields, type StateChange } from './writes.ts';

export type AdminContentCalls =
  | 'listContent'
  | 'getContent'
  | 'saveContent'
  | 'publishContent'
  | 'pinContent'
  | 'removeContent'
  | 'restoreContent';

export interface AdminContentDeps {
  db: Kysely<DB>;
  now: Clock;
  catalog: Pick<Catalog, 'colleges' | 'majors'>;
}

/** The summary a save without one gets: the start of the body's first text. */
const SUMMARY_FROM_BODY = 120;
function summaryOf(body: string): string {
  const first = markdownBlocks(body).find((b) => b.type === 'paragraph' || b.type === 'quote');
  const text = first && 'text' in first ? first.text : '';
  return text.length > SUMMARY_FROM_BODY ? `${text.slice(0, SUMMARY_FROM_BODY - 1)}…` : text;
}

type Row = NewsRecord | ArticleRecord;
type Ref = { type: ContentType; id: number };

export function adminContentHandlers({
  db,
  now,
  catalog,
}: AdminContentDeps): Pick<CallHandlers, AdminContentCalls> {
  const indexes = async (): Promise<TargetIndexes> => {
    const [colleges, majors] = await Promise.all([catalog.colleges(), catalog.majors()]);
    return { colleges, majors };
  };

  async function row(ref: Ref, executor: Kysely<DB> | Transaction<DB> = db): Promise<Row> {
    const found = isStorableId(ref.id)
      ? ((await findContent(executor, TABLE_OF[ref.type], ref.id, { site: false })) as Row | undefined)
      : undefined;
    if (!found) throw new AppError(ERROR_CODES.notFound, CONTENT_MESSAGES.notFound);
    return found;
  }

  const detail = async (found: Row): Promise<AdminContentDetail> => ({
    ...adminItem(found, await indexes()),
    body: found.body,
    blocks: markdownBlocks(found.body),
  });

  /** Changes the state of an item (not in the bin, unless `inBin`), audited as `summary` says. */
  async function changeState(
    ref: Ref,
    audit: AuditWrite,
    by: number,
    decide: (found: Row) => { change: StateChange; summary: string; inBin: boolean },
  ): Promise<AdminContentItem> {
    const changed = await db.transaction().execute(async (trx) => {
      const found = await row(ref, trx);
      const { change, summary, inBin } = decide(found);
      if ((found.deleted_at !== null) !== inBin) {
        throw new AppError(
          ERROR_CODES.conflict,
          inBin ? CONTENT_MESSAGES.notInRecycleBin : CONTENT_MESSAGES.inRecycleBin,
        );
      }
      await updateContent(trx, TABLE_OF[ref.type], found.id, change, by, now());
      await audit(trx, {
        targetType: ref.type,
        targetId: found.id,
        summary: `${summary}${CONTENT_TYPE_LABELS[ref.type]}：${found.title}`,
      });
      return row(ref, trx);
    });
    return adminItem(changed, await indexes());
  }

  return {
    listContent: async ({ input }) => {
      const filter =
        input.type === 'news'
          ? { column: 'category' as const, value: input.category }
          : { column: 'kind' as const, value: input.kind };
      const [{ total, rows }, targets] = await Promise.all([
        listRows(db, TABLE_OF[input.type], input, filter, {
          site: false,
          status: input.status,
          pinned: input.pinned,
        }),
        indexes(),
      ]);
      return { total, items: (rows as Row[]).map((r) => adminItem(r, targets)) };
    },

    getContent: async ({ input }) => detail(await row(input)),

    saveContent: async ({ input, auth, audit }) => {
      const fields: ContentFields = {
        title: input.title,
        summary: input.summary || summaryOf(input.body),
        body: input.body,
      };
      if (input.type === 'news') fields.category = input.category;
      else {
        fields.kind = input.kind;
        fields.target_code = input.targetCode;
        if (input.targetCode !== null) {
          const { colleges, majors } = await indexes();
          const known =
            input.kind === 'college' ? colleges.byCode(input.targetCode) : majors.get(input.targetCode);
          if (!known) {
            const message =
              input.kind === 'college' ? CONTENT_MESSAGES.collegeUnknown : CONTENT_MESSAGES.majorUnknown;
            throw fieldError('targetCode', message);
          }
        }
      }
      const table = TABLE_OF[input.type];
      const label = CONTENT_TYPE_LABELS[input.type];
      const saved = await db.transaction().execute(async (trx) => {
        if (input.id === undefined) {
          const id = await insertContent(trx, table, fields, auth.userId, now());
          await audit(trx, {
            targetType: input.type,
            targetId: id,
            summary: `新建${label}草稿：${fields.title}`,
          });
          return row({ type: input.type, id }, trx);
        }
        const found = await row({ type: input.type, id: input.id }, trx);
        if (found.deleted_at !== null)
          throw new AppError(ERROR_CODES.conflict, CONTENT_MESSAGES.inRecycleBin);
        await updateContent(trx, table, found.id, fields, auth.userId, now());
        await audit(trx, {
          targetType: input.type,
          targetId: found.id,
          summary: `修改${label}：${fields.title}`,
        });
        return row({ type: input.type, id: found.id }, trx);
      });
      return detail(saved);
    },

    publishContent: ({ input, auth, audit }) =>
      changeState(input, audit, auth.userId, (found) => ({
        change: input.published
          ? { status: 'published', ...(found.published_at === 0 ? { published_at: now() } : {}) }
          : { status: 'unpublished' },
        summary: input.published ? '发布' : '撤回',
        inBin: false,
      })),

    pinContent: ({ input, auth, audit }) =>
      changeState(input, audit, auth.userId, () => ({
        change: { pinned: input.pinned ? 1 : 0 },
        summary: input.pinned ? '置顶' : '取消置顶',
        inBin: false,
      })),

    removeContent: ({ input, auth, audit }) =>
      changeState(input, audit, auth.userId, () => ({
        change: { deleted_at: now() },
        summary: '删除（移入回收站）',
        inBin: false,
      })),

    restoreContent: ({ input, auth, audit }) =>
      changeState(input, audit, auth.userId, () => ({
        change: { deleted_at: null },
        summary: '从回收站恢复',
        inBin: true,
      })),
  };
}
