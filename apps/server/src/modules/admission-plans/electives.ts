// `GET /api/admissionPlan/electives` (选科查询): the 院校专业组 of a year's 招生计划, each with its 选科
// requirement and whether a combination — the category's first subject and two electives — may apply to it
// (what it lacks when not), filtered like 找学校 (keyword, province, tags) and counted on both sides.
import { missingSubjects } from '@zhiyuan/admissions';
import type { ElectivesData, ElectivesGroup } from '@zhiyuan/contracts';
import { categoriesOf, type RegionConfig } from '@zhiyuan/dataset';
import type { CallHandlers } from '../../http/calls.ts';
import { checkBatch, checkCategory, checkYear, knownFrom } from '../../http/region-params.ts';
import type { CollegeEntry, CollegeIndex } from '../catalog/index.ts';
import type { AdmissionPlanRecord } from './repository.ts';

export interface ElectivesHandlerDeps {
  region: RegionConfig;
  /** 当前年份 (the site's setting): the year searched while no plan is imported. */
  currentYear(): Promise<number>;
  plans(): Promise<readonly AdmissionPlanRecord[]>;
  colleges(): Promise<CollegeIndex>;
}

/** A requirement as published; an empty one reads 不限. */
const requirementOf = (text: string) => (text.trim() === '' ? '不限' : text.trim());

interface Group {
  entry: CollegeEntry;
  item: Omit<ElectivesGroup, 'allowed' | 'missing'>;
  names: string[];
}

/** The year's plans of a category (and batch) as groups of the colleges in the list, best colleges first. */
function groupsOf(
  rows: readonly AdmissionPlanRecord[],
  colleges: CollegeIndex,
  year: number,
  category: string,
  batch: string | undefined,
): Group[] {
  const groups = new Map<string, Group>();
  for (const p of rows) {
    if (p.year !== year || p.category !== category || (batch !== undefined && p.batch !== batch)) continue;
    const key = `${p.college_code}|${p.batch}|${p.group_code}`;
    let group = groups.get(key);
    if (!group) {
      const entry = colleges.byCode(p.college_code);
      if (!entry) continue;
      const { id, name, province, city, nature, tags } = entry;
      group = {
        entry,
        item: {
          college: { id, name, province, city, nature, tags },
          batch: p.batch,
          groupCode: p.group_code === '' ? null : p.group_code,
          subjectRequirement: requirementOf(p.subject_requirement),
          planCount: 0,
          majors: [],
          sample: false,
        },
        names: [name],
      };
      groups.set(key, group);
    }
    group.item.planCount += p.plan_count;
    group.item.majors.push({ code: p.major_code, name: p.major_name, planCount: p.plan_count });
    group.item.sample ||= p.sample === 1;
    group.names.push(p.major_name);
  }
  return [...groups.values()].sort(
    (a, b) =>
      a.entry.tier - b.entry.tier ||
      a.entry.code.localeCompare(b.entry.code) ||
      a.item.batch.localeCompare(b.item.batch) ||
      (a.item.groupCode ?? '').localeCompare(b.item.groupCode ?? ''),
  );
}

/** What a year's plans give every search, computed once per load of the plans (one data version). */
interface PlansView {
  years: number[];
  categories: (year: number | undefined) => string[];
  batches: (year: number | undefined) => string[];
  /** Groups by `year|category|batch` of the college list they were made with. */
  groups: Map<string, { colleges: CollegeIndex; groups: Group[] }>;
}

/** The views of each load of the plans: a new data version loads a new array, and its view goes with it. */
const views = new WeakMap<readonly AdmissionPlanRecord[], PlansView>();

function viewOf(rows: readonly AdmissionPlanRecord[]): PlansView {
  let view = views.get(rows);
  if (!view) {
    view = {
      years: [...new Set(rows.map((p) => p.year))].sort((a, b) => a - b),
      categories: knownFrom(rows, (p) => p.category),
      batches: knownFrom(rows, (p) => p.batch),
      groups: new Map(),
    };
    views.set(rows, view);
  }
  return view;
}

/** groupsOf, kept in the plans' view: the grouping and sorting of 27,000 plan rows is the same for every search. */
function keptGroupsOf(
  rows: readonly AdmissionPlanRecord[],
  colleges: CollegeIndex,
  year: number,
  category: string,
  batch: string | undefined,
): Group[] {
  const { groups } = viewOf(rows);
  const key = `${year}|${category}|${batch ?? ''}`;
  const held = groups.get(key);
  if (held?.colleges === colleges) return held.groups;
  const made = groupsOf(rows, colleges, year, category, batch);
  groups.set(key, { colleges, groups: made });
  return made;
}

export function electivesHandlers({
  region,
  currentYear,
  plans,
  colleges,
}: ElectivesHandlerDeps): Pick<CallHandlers, 'searchByElectives'> {
  return {
    searchByElectives: async ({ input }) => {
      const rows = await plans();
      const view = viewOf(rows);
      const { years } = view;
      if (input.year !== undefined) checkYear(region, input.year, { years });
      const year = input.year ?? years.at(-1) ?? (await currentYear());
      checkCategory(region, year, input.category, { categories: view.categories });
      if (input.batch) checkBatch(region, year, input.batch, { batches: view.batches });
      const first = categoriesOf(region, year).find((c) => c.name === input.category)?.track;
      const subjects = [...(first ? [first] : []), ...input.electives];

      const keyword = input.keyword?.toLowerCase() ?? '';
      const tags = input.tags ?? [];
      const matching = keptGroupsOf(
        rows,
        await colleges(),
        year,
        input.category,
        input.batch || undefined,
      ).filter(
        (g) =>
          (keyword === '' || g.names.some((n) => n.toLowerCase().includes(keyword))) &&
          (!input.province || g.item.college.province === input.province) &&
          (tags.length === 0 || tags.some((t) => g.item.college.tags.includes(t))),
      );
      const judged: ElectivesGroup[] = matching.map((g) => {
        // A requirement that cannot be read is shown as published and counted as not allowed.
        const missing = missingSubjects(g.item.subjectRequirement, subjects);
        return { ...g.item, allowed: missing?.length === 0, missing: missing ?? [] };
      });
      const allowedCount = judged.filter((g) => g.allowed).length;
      const listed =
        input.result === undefined
          ? judged
          : judged.filter((g) => g.allowed === (input.result === 'allowed'));
      const start = (input.page - 1) * input.pageSize;
      const data: ElectivesData = {
        year,
        category: input.category,
        subjects,
        allowedCount,
        deniedCount: judged.length - allowedCount,
        total: listed.length,
        items: listed.slice(start, start + input.pageSize),
      };
      return data;
    },
  };
}
