// The pieces of 模拟填报 that need no database: the units of the records (on the category's track across the
// reform, a unit made up from its majors, a college's pre-reform reference), the fast tier classifier (equal to the engine's
// `tierOf`), the k-smallest selection the ranking uses (equal to a full sort), and the ranking of many units
// page after page (equal to sorting every unit's probability).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admissionProbability, predictThreshold, tierOf, TIERS, type TierDef } from '@zhiyuan/admissions';
import { INNER_MONGOLIA } from '@zhiyuan/dataset';
import { preparedBatch, type PreparedUnit } from './prepared.ts';
import { smallestSorted, tierClassifier } from './ranking.ts';
import { recommend } from './recommend.ts';
import { UnitHistoryIndex, type UnitRecordRow } from './units.ts';

function row(
  partial: Partial<UnitRecordRow> & Pick<UnitRecordRow, 'year' | 'category' | 'batch'>,
): UnitRecordRow {
  return {
    collegeCode: '4115010126',
    groupCode: null,
    scope: '院校',
    majorCode: null,
    majorName: null,
    planCount: 10,
    minScore: 550,
    minRank: 10_000,
    sample: true,
    ...partial,
  };
}

function group(year: number, code: string, majors: string[], minRank: number): UnitRecordRow[] {
  const base = { year, category: '物理类', batch: '本科批', groupCode: code };
  return [
    row({ ...base, scope: '专业组', minRank }),
    ...majors.map((m) => row({ ...base, scope: '专业', majorCode: m, majorName: `专业${m}`, minRank })),
  ];
}

describe('unit histories', () => {
  const index = new UnitHistoryIndex(
    [
      row({ year: 2023, category: '理科', batch: '本科一批', minRank: 9000 }),
      row({ year: 2024, category: '理科', batch: '本科一批', minRank: 9500 }),
      ...group(2025, '01', ['080901', '080902'], 8000),
      ...group(2025, '02', ['070101', '070102'], 15_000),
      ...group(2026, '01', ['070101', '070103'], 14_000),
      ...group(2026, '02', ['080901'], 7_000),
      // Majors only, no unit row: the unit is made up from them.
      row({
        year: 2025,
        category: '历史类',
        batch: '本科批',
        groupCode: '05',
        scope: '专业',
        majorCode: '050101',
        minRank: 3000,
        planCount: 2,
      }),
      row({
        year: 2025,
        category: '历史类',
        batch: '本科批',
        groupCode: '05',
        scope: '专业',
        majorCode: '050102',
        minRank: 4000,
        planCount: 3,
      }),
    ],
    INNER_MONGOLIA,
  );

  it('gives a college’s units of a year on the category’s track, of every batch', () => {
    expect(index.ofCollege('4115010126', '物理', 2024).map((r) => [r.batch, r.minRank])).toEqual([
      ['本科一批', 9500],
    ]);
    expect(
      index
        .ofCollege('4115010126', '物理', 2026)
        .map((r) => [r.groupCode, r.minRank])
        .sort(),
    ).toEqual([
      ['01', 14_000],
      ['02', 7_000],
    ]);
    expect(index.ofCollege('4115010126', '历史', 2024)).toEqual([]);
  });

  it('gives a group its college’s latest pre-reform line of the same level, as a reference', () => {
    const group01 = { collegeCode: '4115010126', groupCode: '01' };
    expect(index.collegeReference(group01, '物理', 2026, '本科')?.year).toBe(2024);
    expect(index.collegeReference(group01, '物理', 2024, '本科')?.year).toBe(2023);
    expect(index.collegeReference(group01, '物理', 2026, '专科')).toBeNull();
    expect(index.collegeReference({ ...group01, groupCode: null }, '物理', 2026, '本科')).toBeNull();
  });

  it('makes a unit from its majors when the records have no unit row', () => {
    const [unit] = index.inYear(2025, '本科批', '历史');
    expect(unit).toMatchObject({ groupCode: '05', minRank: 4000, planCount: 5, minScore: 550 });
  });
});

describe('tierClassifier', () => {
  it('agrees with the engine’s tierOf on every probability', () => {
    const classify = tierClassifier();
    fc.assert(fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (p) => classify(p) === tierOf(p)));
    for (const edge of [0, 0.2, 0.5, 0.8, 1, 0.19999999, 0.79999999])
      expect(classify(edge)).toBe(tierOf(edge));
  });

  it('agrees with tierOf on bands with a gap, too', () => {
    const gapped: TierDef[] = [
      { ...TIERS[0]!, min: 0.1, max: 0.3 },
      { ...TIERS[1]!, min: 0.4, max: 0.7 },
      { ...TIERS[2]!, min: 0.7, max: 0.9 },
    ];
    const classify = tierClassifier(gapped);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (p) => classify(p) === tierOf(p, gapped)),
    );
  });
});

describe('smallestSorted', () => {
  it('returns the k smallest keys in order, as a full sort would', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 2 ** 40 }), { maxLength: 400 }),
        fc.integer({ min: 1, max: 450 }),
        (values, k) => {
          const keys = Float64Array.from(values);
          const expected = [...values].sort((a, b) => a - b).slice(0, k);
          expect([...smallestSorted(keys, keys.length, k)]).toEqual(expected);
        },
      ),
    );
  });
});

describe('recommend over many units', () => {
  /** 600 made-up units of one to four past years, some without any. */
  function syntheticBatch() {
    const units: PreparedUnit[] = [];
    for (let i = 0; i < 600; i++) {
      const years = i % 7 === 0 ? 0 : 1 + (i % 4);
      const base = 500 + ((i * 7919) % 60_000);
      const history = Array.from({ length: years }, (_, y) => ({
        year: 2025 - y,
        minRank: Math.round(base * (1 + 0.1 * Math.sin(i + y))),
      }));
      units.push({
        key: `${String(4115010000 + i)}|${String(i % 5).padStart(2, '0')}`,
        college: {
          id: i + 1,
          code: String(4115010000 + i),
          name: `院校${i}`,
          province: '内蒙古',
          city: '呼和浩特市',
          nature: '公办',
          tags: [],
        },
        group: { code: String(i % 5).padStart(2, '0'), name: `${i % 5}组` },
        majors: [],
        disciplines: new Set(),
        subjectRequirement: null,
        planCount: null,
        tuition: null,
        access: [],
        majorMinRanks: null,
        history: [],
        prediction: predictThreshold(history, { year: 2026 }),
        rankNotes: [],
        reference: null,
        sample: true,
        planSample: true,
        sampleYears: [],
      });
    }
    const meta = {
      year: 2026,
      category: '物理类',
      batch: '本科批',
      track: '物理',
      unit: '院校专业组',
      candidates: null,
      calibration: null,
    };
    return preparedBatch(meta, units);
  }

  it('pages through every suggested unit in probability order, however deep, with the tier counts', () => {
    const batch = syntheticBatch();
    // Deeper than the 200 units a ranking keeps at first, for at least one candidate.
    let deepest = 0;
    for (const rank of [1, 800, 4321, 9000, 17_777, 30_000, 61_000]) {
      const candidate = {
        year: 2026,
        category: '物理类',
        batch: '本科批',
        rank,
        rankRange: { from: rank, to: rank },
        score: null,
        subjects: null,
      };
      const expected = batch.units
        .map((u) => ({ u, p: admissionProbability(u.prediction, rank) }))
        .filter((x): x is { u: PreparedUnit; p: number } => x.p !== null && tierOf(x.p) !== null)
        .sort(
          (a, b) =>
            a.p - b.p ||
            (a.u.prediction.status === 'ok' ? a.u.prediction.rank : 0) -
              (b.u.prediction.status === 'ok' ? b.u.prediction.rank : 0) ||
            (a.u.key < b.u.key ? -1 : 1),
        );
      deepest = Math.max(deepest, expected.length);
      const seen: string[] = [];
      for (let page = 1; (page - 1) * 50 < expected.length; page++) {
        const data = recommend(batch, candidate, { page, pageSize: 50 });
        expect(data.total).toBe(expected.length);
        seen.push(...data.items.map((i) => i.key));
      }
      expect(seen).toEqual(expected.map((x) => x.u.key));
      const counts = recommend(batch, candidate, { page: 1, pageSize: 1 });
      for (const tier of ['冲', '稳', '保'] as const) {
        expect(counts.tiers[tier]).toBe(expected.filter((x) => tierOf(x.p) === tier).length);
      }
      expect(counts.others.noData).toBe(batch.units.filter((u) => u.prediction.status === 'no-data').length);
    }
    expect(deepest).toBeGreaterThan(250);
  });
});
