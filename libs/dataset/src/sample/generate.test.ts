import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMajors } from '../majors.ts';
import { batchesOf, categoriesOf, GUANGDONG, INNER_MONGOLIA, scoreLinesOf } from '../region.ts';
import {
  admissionPlanSchema,
  admissionRecordSchema,
  rankTableRowSchema,
  scoreLineSchema,
  type AdmissionRecord,
} from '../schemas.ts';
import { loadUniversities } from '../universities.ts';
import { createSampleGenerator, generateSampleData, type SampleData } from './generate.ts';
import { INNER_MONGOLIA_SAMPLE_MODEL } from './model.ts';
import { RankLookup } from './rank-tables.ts';

const SEED = 20260601;
const universities = loadUniversities();
const byCode = new Map(universities.map((u) => [u.code, u]));
let data: SampleData;
beforeAll(() => {
  data = generateSampleData({ seed: SEED });
});

const lookups = () => {
  const tables = new Map<string, { score: number; cumulative: number }[]>();
  for (const row of data.rankTables) {
    const key = `${row.year}|${row.category}`;
    tables.set(key, [...(tables.get(key) ?? []), row]);
  }
  return new Map([...tables].map(([key, rows]) => [key, new RankLookup(rows)]));
};

/** Each unit row (院校/专业组) with the major rows that follow it. */
const units = () => {
  const result: { unit: AdmissionRecord; majors: AdmissionRecord[] }[] = [];
  for (const record of data.admissionRecords) {
    if (record.scope === '专业') result.at(-1)?.majors.push(record);
    else result.push({ unit: record, majors: [] });
  }
  return result;
};

// How fast it generates is measured by `npm run bench`, never asserted here (CI machines are shared and busy).
describe('generateSampleData: size and flags', () => {
  it('makes at least 100,000 admission rows, every row flagged as sample', () => {
    expect(data.admissionRecords.length).toBeGreaterThanOrEqual(100_000);
    for (const rows of [data.rankTables, data.scoreLines, data.admissionRecords, data.plans]) {
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.sample === true)).toBe(true);
    }
  });

  it('writes rows that satisfy the exported schemas', () => {
    for (const r of data.rankTables) rankTableRowSchema.parse(r);
    for (const r of data.scoreLines) scoreLineSchema.parse(r);
    for (const r of data.admissionRecords) admissionRecordSchema.parse(r);
    for (const r of data.plans) admissionPlanSchema.parse(r);
  });

  it('covers 2021–2026 with the categories of each year, records before 2026 and plans for 2026', () => {
    for (const year of INNER_MONGOLIA.years) {
      const names = categoriesOf(INNER_MONGOLIA, year).map((c) => c.name);
      expect([...new Set(data.rankTables.filter((r) => r.year === year).map((r) => r.category))]).toEqual(
        names,
      );
    }
    expect([...new Set(data.admissionRecords.map((r) => r.year))]).toEqual([2021, 2022, 2023, 2024, 2025]);
    expect([...new Set(data.plans.map((r) => r.year))]).toEqual([2026]);
    expect(data.admissionRecords.every((r) => r.province === '内蒙古')).toBe(true);
  });
});

describe('regions', () => {
  it('refuses a region it has no model for, rather than give it Inner Mongolia’s shape', () => {
    expect(() => createSampleGenerator({ seed: 1, region: GUANGDONG, years: [2024] })).toThrow(
      '示例数据：广东没有示例数据模型',
    );
    expect(() =>
      createSampleGenerator({ seed: 1, region: INNER_MONGOLIA, years: [2024], universities: [] }),
    ).not.toThrow();
  });
});

describe('determinism', () => {
  it('gives identical rows for the same seed, and other rows for another seed', () => {
    const again = generateSampleData({ seed: SEED });
    expect(again).toEqual(data);
    const other = generateSampleData({ seed: SEED + 1, years: [2024] });
    expect(other.admissionRecords.slice(0, 200)).not.toEqual(
      data.admissionRecords.filter((r) => r.year === 2024).slice(0, 200),
    );
  });

  it('does not depend on which years or universities are generated alongside', () => {
    const only2025 = generateSampleData({ seed: SEED, years: [2025] });
    expect(only2025.admissionRecords).toEqual(data.admissionRecords.filter((r) => r.year === 2025));
    expect(only2025.rankTables).toEqual(data.rankTables.filter((r) => r.year === 2025));
    const few = universities.filter((u) => u.province === '内蒙古');
    const local = generateSampleData({ seed: SEED, years: [2023], universities: few });
    const codes = new Set(few.map((u) => u.code));
    expect(local.admissionRecords).toEqual(
      data.admissionRecords.filter((r) => r.year === 2023 && codes.has(r.collegeCode)),
    );
  });

  it('gives byte for byte the rows it gave before its parts were split into files (issue 9)', () => {
    // The digest of every row as JSON, recorded from the single-file generator. A deliberate change of the
    // model changes it: record the new digest in the same commit and say why.
    const hash = createHash('sha256');
    for (const rows of [
      data.candidates,
      data.rankTables,
      data.scoreLines,
      data.admissionRecords,
      data.plans,
    ]) {
      for (const row of rows) hash.update(`${JSON.stringify(row)}\n`);
    }
    expect(hash.digest('hex')).toBe('9e7ba616f14ed48c5e1db854636abcb8c603cf3ea924edb08a69bcbcd2d255bc');
  });

  it('is deterministic for any seed (small sets)', () => {
    const few = universities.filter((_, i) => i % 97 === 0);
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), (seed) => {
        const options = { seed, years: [2024, 2025, 2026], universities: few };
        const a = generateSampleData(options);
        expect(generateSampleData(options)).toEqual(a);
        for (const r of a.admissionRecords) expect(r.minScore).toBeLessThanOrEqual(r.avgScore ?? Infinity);
      }),
      { numRuns: 8 },
    );
  });
});

describe('rank tables and score lines', () => {
  it('has about 190,000 candidates a year, split realistically, each table adding up to its count', () => {
    for (const year of INNER_MONGOLIA.years) {
      const counts = data.candidates.filter((c) => c.year === year);
      const total = counts.reduce((s, c) => s + c.candidates, 0);
      expect(Math.abs(total - 190_000)).toBeLessThanOrEqual(190_000 * 0.03 + 1);
      const physics = counts.find((c) => c.track === '物理')?.candidates ?? 0;
      expect(physics / total).toBeGreaterThan(0.5);
      expect(physics / total).toBeLessThan(0.62);
      for (const { category, candidates } of counts) {
        const rows = data.rankTables.filter((r) => r.year === year && r.category === category);
        expect(rows.at(-1)?.cumulative).toBe(candidates);
        expect(rows.reduce((s, r) => s + r.count, 0)).toBe(candidates);
        rows.forEach((row, i) => {
          const above = rows[i - 1];
          expect(row.score).toBeLessThanOrEqual(750);
          if (above) {
            expect(row.score).toBe(above.score - 1);
            expect(row.cumulative).toBe(above.cumulative + row.count);
          }
        });
      }
    }
  });

  it('orders the lines of each year and category, at the modelled cumulative shares', () => {
    const tables = lookups();
    for (const year of INNER_MONGOLIA.years) {
      for (const category of categoriesOf(INNER_MONGOLIA, year)) {
        const lookup = tables.get(`${year}|${category.name}`);
        if (!lookup) throw new Error('missing table');
        // The sample generates the lines of every plan (not a 专项 plan's own).
        const lines = scoreLinesOf(INNER_MONGOLIA, year)
          .filter((l) => l.planCategory === undefined)
          .map((l) => ({
            share: INNER_MONGOLIA_SAMPLE_MODEL.lineShares[l.name]?.[category.track] ?? NaN,
            score: data.scoreLines.find(
              (s) => s.year === year && s.category === category.name && s.batch === l.name,
            )?.score,
          }))
          .sort((a, b) => a.share - b.share);
        expect(lines).toHaveLength(3);
        lines.forEach((line, i) => {
          if (line.score === undefined) throw new Error('missing line');
          if (i > 0) expect(line.score).toBeLessThan(lines[i - 1]?.score ?? Infinity);
          const share = lookup.cumulativeAt(line.score) / lookup.candidates;
          expect(Math.abs(share - line.share)).toBeLessThan(0.03);
        });
      }
    }
  });
});

describe('admission records', () => {
  it('keeps min ≤ avg ≤ max and the min rank equal to the cumulative count of the min score that year', () => {
    const tables = lookups();
    const bad = data.admissionRecords.filter(
      (r) =>
        r.avgScore === null ||
        r.maxScore === null ||
        !(r.minScore <= r.avgScore && r.avgScore <= r.maxScore) ||
        r.minRank !== tables.get(`${r.year}|${r.category}`)?.cumulativeAt(r.minScore),
    );
    expect(bad).toEqual([]);
  });

  it('admits nobody below the line of the batch', () => {
    const lines = new Map(data.scoreLines.map((l) => [`${l.year}|${l.category}|${l.batch}`, l.score]));
    const below = data.admissionRecords.filter((r) => {
      const batch = batchesOf(INNER_MONGOLIA, r.year).find((b) => b.name === r.batch);
      return !(r.minScore >= (lines.get(`${r.year}|${r.category}|${batch?.line}`) ?? Infinity));
    });
    expect(below).toEqual([]);
  });

  it('sums a unit’s majors into the unit row', () => {
    for (const { unit, majors } of units()) {
      expect(majors.length).toBeGreaterThan(0);
      expect(majors.every((m) => m.groupCode === unit.groupCode && m.batch === unit.batch)).toBe(true);
      expect(unit.minScore).toBe(Math.min(...majors.map((m) => m.minScore)));
      expect(unit.maxScore).toBe(Math.max(...majors.map((m) => m.maxScore ?? 0)));
      expect(unit.planCount).toBe(majors.reduce((s, m) => s + (m.planCount ?? 0), 0));
    }
  });

  it('admits by college up to 2024 and by 院校专业组 of at most 12 majors from 2025', () => {
    for (const { unit, majors } of units()) {
      const batch = batchesOf(INNER_MONGOLIA, unit.year).find((b) => b.name === unit.batch);
      expect(batch?.advance).toBe(false);
      if (batch?.unit === '院校') {
        expect(unit.scope).toBe('院校');
        expect(unit.groupCode).toBeNull();
      } else {
        expect(unit.scope).toBe('专业组');
        expect(unit.groupCode).toMatch(/^\d{2}$/);
        expect(majors.length).toBeLessThanOrEqual(batch?.majorsPerChoice ?? 0);
      }
    }
  });

  it('includes every 本科 university, and 专科 ones mostly in and near the region', () => {
    const admitting = new Set(data.admissionRecords.map((r) => r.collegeCode));
    const undergrad = universities.filter((u) => u.level === '本科');
    expect(undergrad.filter((u) => !admitting.has(u.code))).toEqual([]);
    const vocational = universities.filter((u) => u.level === '专科' && admitting.has(u.code));
    const generator = createSampleGenerator({ seed: SEED, years: [2021] });
    const near = vocational.filter((u) => (generator.profile(u.code)?.distanceKm ?? Infinity) < 700);
    expect(near.length / vocational.length).toBeGreaterThan(0.6);
    const local = universities.filter((u) => u.level === '专科' && u.province === '内蒙古');
    expect(local.every((u) => admitting.has(u.code))).toBe(true);
    expect(vocational.length).toBeLessThan(universities.filter((u) => u.level === '专科').length / 3);
  });

  it('ranks 985 above 211 above ordinary public above 民办 (median lowest rank, 物理 track)', () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
    const rankOf = (test: (code: string) => boolean) =>
      median(
        data.admissionRecords
          .filter((r) => r.scope === '院校' && r.category === '理科' && test(r.collegeCode))
          .map((r) => r.minRank ?? 0),
      );
    const tags = (code: string) => byCode.get(code)?.tags ?? [];
    const r985 = rankOf((c) => tags(c).includes('985'));
    const r211 = rankOf((c) => tags(c).includes('211') && !tags(c).includes('985'));
    const rPublic = rankOf(
      (c) => tags(c).length === 0 && byCode.get(c)?.nature === '公办' && byCode.get(c)?.level === '本科',
    );
    const rPrivate = rankOf((c) => byCode.get(c)?.nature === '民办' && byCode.get(c)?.level === '本科');
    expect(r985).toBeLessThan(r211);
    expect(r211).toBeLessThan(rPublic);
    expect(rPublic).toBeLessThan(rPrivate);
  });

  it('shows 大小年: the few universities with a swing alternate hot and cold years', () => {
    const generator = createSampleGenerator({ seed: SEED, years: [2021] });
    const series = new Map<string, number[]>();
    for (const r of data.admissionRecords) {
      if (r.scope !== '院校' || r.category !== '理科') continue;
      const candidates =
        data.candidates.find((c) => c.year === r.year && c.category === r.category)?.candidates ?? 1;
      series.set(r.collegeCode, [
        ...(series.get(r.collegeCode) ?? []),
        Math.log((r.minRank ?? 1) / candidates),
      ]);
    }
    const alternating = (code: string, predicted: boolean) => {
      const s = series.get(code) ?? [];
      const parity = generator.profile(code)?.hotCold.hotYearParity ?? 0;
      if (s.length !== 4) return false;
      // Hot years have better (smaller) ranks than the years around them.
      return s.every((x, i) => {
        const hot = (2021 + i) % 2 === parity;
        const neighbours = [s[i - 1], s[i + 1]].filter((n): n is number => n !== undefined);
        return neighbours.every((n) => (predicted ? (hot ? x < n : x > n) : true));
      });
    };
    const swinging = [...series.keys()].filter((c) => (generator.profile(c)?.hotCold.amplitude ?? 0) >= 0.1);
    const steady = [...series.keys()].filter((c) => generator.profile(c)?.hotCold.amplitude === 0);
    const share = (codes: string[]) => codes.filter((c) => alternating(c, true)).length / codes.length;
    // About one university in ten swings (real consecutive changes correlate about −0.2, not −0.9).
    const anySwing = [...series.keys()].filter((c) => (generator.profile(c)?.hotCold.amplitude ?? 0) > 0);
    expect(anySwing.length / series.size).toBeGreaterThan(0.05);
    expect(anySwing.length / series.size).toBeLessThan(0.15);
    expect(swinging.length).toBeGreaterThan(50);
    expect(share(swinging)).toBeGreaterThan(0.6);
    expect(share(steady)).toBeLessThan(0.3);
  });
});

describe('majors offered', () => {
  const codes2025 = new Set(loadMajors(2025).map((m) => m.code));
  const codes2026 = new Set(loadMajors(2026).map((m) => m.code));
  const category = (code: string | null) => code?.slice(0, 2) ?? '';

  it('uses 2025 catalog codes up to 2025, 2026 codes in the 2026 plans, none for 专科', () => {
    for (const r of data.admissionRecords) {
      if (r.scope !== '专业') continue;
      const college = byCode.get(r.collegeCode);
      if (college?.level === '专科') expect(r.majorCode).toBeNull();
      else expect(codes2025.has(r.majorCode ?? '')).toBe(true);
    }
    for (const p of data.plans) {
      if (byCode.get(p.collegeCode)?.level === '本科') expect(codes2026.has(p.majorCode ?? '')).toBe(true);
    }
    const moved = new Set(loadMajors(2026).flatMap((m) => (m.previousCode === null ? [] : [m.previousCode])));
    expect(data.plans.some((p) => p.majorCode?.startsWith('1400'))).toBe(true);
    expect(data.plans.some((p) => moved.has(p.majorCode ?? ''))).toBe(false);
  });

  it('offers medicine at 医科大学, education at 师范大学, economics and management at 财经大学', () => {
    const share = (namePattern: RegExp, categories: string[]) => {
      const rows = data.admissionRecords.filter(
        (r) =>
          r.scope === '专业' &&
          namePattern.test(r.collegeName) &&
          byCode.get(r.collegeCode)?.level === '本科',
      );
      return rows.filter((r) => categories.includes(category(r.majorCode))).length / rows.length;
    };
    expect(share(/医科大学$/, ['10'])).toBeGreaterThan(0.7);
    expect(share(/财经大学$/, ['02', '12'])).toBeGreaterThan(0.6);
    const normal = data.admissionRecords.filter((r) => r.scope === '专业' && /师范大学$/.test(r.collegeName));
    const offering = new Set(normal.filter((r) => r.majorCode?.startsWith('0401')).map((r) => r.collegeCode));
    expect(offering.size / new Set(normal.map((r) => r.collegeCode)).size).toBeGreaterThan(0.8);
  });

  it('keeps 历史 candidates out of engineering and medicine', () => {
    const history = data.admissionRecords.filter(
      (r) => r.scope === '专业' && (r.category === '文科' || r.category === '历史类'),
    );
    expect(
      history.filter(
        (r) =>
          ['07', '08', '09', '10', '14'].includes(category(r.majorCode)) &&
          !/^07(05|11)/.test(r.majorCode ?? ''),
      ),
    ).toEqual([]);
  });
});

describe('plans of the current year', () => {
  it('has 选科 requirements per group, consistent with the track', () => {
    const requirements = new Set(data.plans.map((p) => p.subjectRequirement));
    for (const r of ['物理+化学', '物理', '不限', '历史']) expect(requirements).toContain(r);
    const byGroup = new Map<string, Set<string>>();
    for (const p of data.plans) {
      const key = `${p.collegeCode}|${p.groupCode}`;
      byGroup.set(key, (byGroup.get(key) ?? new Set()).add(p.subjectRequirement));
      if (p.category === '物理类') expect(p.subjectRequirement).not.toContain('历史');
      if (p.category === '历史类') expect(p.subjectRequirement).not.toContain('物理');
      expect(p.groupCode).not.toBeNull();
      expect(p.planCount).toBeGreaterThan(0);
    }
    expect([...byGroup.values()].every((s) => s.size === 1)).toBe(true);
  });

  it('gives 学制 and tuition: 5 years for 临床医学, 3 for 专科, 民办 dearer than 公办', () => {
    expect(data.plans.filter((p) => p.majorName === '临床医学').every((p) => p.years === 5)).toBe(true);
    const vocational = data.plans.filter((p) => byCode.get(p.collegeCode)?.level === '专科');
    expect(vocational.length).toBeGreaterThan(0);
    expect(vocational.every((p) => p.years === 3 && p.majorCode === null)).toBe(true);
    const tuition = (nature: string) =>
      data.plans.filter((p) => byCode.get(p.collegeCode)?.nature === nature).map((p) => p.tuition ?? 0);
    expect(Math.min(...tuition('民办'))).toBeGreaterThan(Math.max(...tuition('公办')));
  });
});
