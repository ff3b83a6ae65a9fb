// 院校库 and 专业库 in the back office. A college's 院校类型 set here is staff's (it survives re-seeding);
// null gives back the type the rule derives. A logo must be a picture of the media store; '' or null empties
// a text. Each edit is one transaction with its audit entry (the short fields before and after; texts by
// length), after which this process reloads the catalog at once (others at their next data-version poll).
import type { Kysely } from 'kysely';
import {
  ERROR_CODES,
  type AdminCollegeDetail,
  type AdminCollegeItem,
  type AdminMajor,
  type CollegeType,
} from '@zhiyuan/contracts';
import { deriveCollegeType } from '@zhiyuan/dataset';
import type { DataCache } from '../../data/cache.ts';
import { isStorableId } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import { CATALOG_MESSAGES, type CatalogReads } from './catalog.ts';
import type { CollegeEntry } from './college-index.ts';
import { findCollegeRow, updateCollegeRow, updateMajorIntro, type CollegeEdit } from './edits.ts';

export type CatalogAdminCalls =
  'listCatalogColleges' | 'getCatalogCollege' | 'updateCollege' | 'getCatalogMajor' | 'updateMajor';

export interface CatalogAdminDeps {
  db: Kysely<DB>;
  cache: DataCache;
  now: Clock;
  /** 当前年份 (the site's setting): the major catalogue's edition when a call names no year. */
  currentYear(): Promise<number>;
  catalog: CatalogReads;
  /** The URLs of `urls` that are not pictures of the media store (the media module's face). */
  missingMedia(urls: readonly string[]): Promise<string[]>;
}

function adminItem(entry: CollegeEntry): AdminCollegeItem {
  return {
    ...entry.item,
    typeSource: entry.item.typeSource ?? null,
    website: entry.website,
    hasIntro: entry.intro !== null && entry.intro.trim() !== '',
    hasCharter: entry.detail.hasCharter,
  };
}

function adminDetail(entry: CollegeEntry): AdminCollegeDetail {
  const derived = deriveCollegeType({ name: entry.name, department: entry.department });
  return {
    ...adminItem(entry),
    department: entry.department,
    intro: entry.intro,
    charter: entry.charter,
    derivedType: { type: derived.type, rule: derived.rule },
  };
}

/** What the log keeps of an edit: short values as they are, long texts by their length. */
function loggable(edit: CollegeEdit): Record<string, unknown> {
  const { intro, charter, ...short } = edit;
  const length = (text: string | null | undefined) => (text === undefined ? undefined : (text ?? '').length);
  return { ...short, introLength: length(intro), charterLength: length(charter) };
}

const emptyToNull = (text: string | null | undefined) =>
  text === undefined ? undefined : text === null || text.trim() === '' ? null : text;

export function catalogAdminHandlers(deps: CatalogAdminDeps): Pick<CallHandlers, CatalogAdminCalls> {
  const { db, cache, now, catalog } = deps;

  async function major(code: string, year: number | undefined): Promise<AdminMajor> {
    const majors = await catalog.majors();
    const found = majors.get(code, year ?? (await deps.currentYear()));
    if (!found) throw new AppError(ERROR_CODES.notFound, CATALOG_MESSAGES.majorNotFound);
    return { ...found.item, intro: found.intro, editions: majors.editionsOf(found.item.code) };
  }

  return {
    listCatalogColleges: async ({ input }) => {
      const index = await catalog.colleges();
      const page = index.search({ ...input, sort: 'relevance' });
      const items = page.items.flatMap((item) => {
        const entry = index.byId(item.id);
        return entry ? [adminItem(entry)] : [];
      });
      return { total: page.total, items };
    },

    getCatalogCollege: async ({ input }) => adminDetail(await catalog.collegeById(input.id)),

    updateCollege: async ({ input, audit }) => {
      if (!isStorableId(input.id)) throw new AppError(ERROR_CODES.notFound, CATALOG_MESSAGES.collegeNotFound);
      if (input.logo && (await deps.missingMedia([input.logo])).length > 0)
        throw fieldError('logo', '图片不存在，请重新上传');
      await db.transaction().execute(async (trx) => {
        const row = await findCollegeRow(trx, input.id);
        if (!row) throw new AppError(ERROR_CODES.notFound, CATALOG_MESSAGES.collegeNotFound);
        const edit: CollegeEdit = {};
        if (input.intro !== undefined) edit.intro = emptyToNull(input.intro) ?? null;
        if (input.charter !== undefined) edit.charter = emptyToNull(input.charter) ?? null;
        if (input.website !== undefined) edit.website = input.website === '' ? null : input.website;
        if (input.logo !== undefined) edit.logo = input.logo;
        if (input.type !== undefined) {
          const type: CollegeType = input.type ?? deriveCollegeType(row).type;
          edit.type = type;
          edit.type_source = input.type === null ? 'derived' : 'staff';
        }
        const before: CollegeEdit = {};
        for (const key of Object.keys(edit) as (keyof CollegeEdit)[]) {
          (before as Record<string, unknown>)[key] = row[key];
        }
        await updateCollegeRow(trx, row.id, edit, now());
        await audit(trx, {
          targetType: 'college',
          targetId: row.id,
          summary: `修改院校：${row.name}`,
          before: loggable(before),
          after: loggable(edit),
        });
      });
      cache.invalidate();
      return adminDetail(await catalog.collegeById(input.id));
    },

    getCatalogMajor: async ({ input }) => major(input.code, input.year),

    updateMajor: async ({ input, audit }) => {
      const current = await major(input.code, undefined);
      const intro = emptyToNull(input.intro) ?? null;
      await db.transaction().execute(async (trx) => {
        await updateMajorIntro(trx, current.code, intro, now());
        await audit(trx, {
          targetType: 'major',
          targetId: current.code,
          summary: `修改专业介绍：${current.name}`,
          before: { introLength: (current.intro ?? '').length },
          after: { introLength: (intro ?? '').length },
        });
      });
      cache.invalidate();
      return major(current.code, undefined);
    },
  };
}
