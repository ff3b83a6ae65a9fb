// What each suggestion's probability meant in the past: every item carries the calibration note of the
// selection protocol — every research province and year predicted from earlier years only, the figures
// `npm run backtest` prints and protocol.generated.ts ships — not one database's few folds, and says when the
// unit's own history is thin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_SUMMARY, type CalibrationTable } from '@zhiyuan/admissions';
import type { RecommendData, RecommendInput, RecommendItem } from '@zhiyuan/contracts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS, type DatabaseKind } from './support/databases.ts';
import { expectSuccess } from './support/expect.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import type { SeedOptions } from '../src/data/seed.ts';

const BASE = { category: '物理类', batch: '本科批' } as const;

/** A test app, its recommendations, and the calibration table the protocol measured. */
function calibrationSuite(kind: DatabaseKind, seed: SeedOptions) {
  const suite = {} as {
    t: TestApp;
    recommend(body: RecommendInput): Promise<RecommendData>;
    table(): Promise<CalibrationTable>;
  };
  beforeAll(async () => {
    const t = await startTestApp(kind, { seed });
    suite.t = t;
    suite.recommend = async (body) =>
      expectSuccess(await t.call<RecommendData>({ url: '/api/simulate/recommend', body }));
    suite.table = async () => {
      expect(PROTOCOL_SUMMARY, 'npm run generate:protocol has written the protocol’s figures').not.toBeNull();
      return PROTOCOL_SUMMARY?.calibration ?? { years: [], samples: 0, bands: [], minSamples: 0 };
    };
  });
  afterAll(() => suite.t.close());
  return suite;
}

/** The note the item must carry, from the table. */
function expectNote(item: RecommendItem, table: CalibrationTable): 'quoted' | 'few' {
  const band = table.bands[Math.min(9, Math.floor(item.probability * 10))];
  expect(band, item.key).toBeDefined();
  if (!band) throw new Error('unreachable');
  if (band.count >= table.minSamples && band.observedRate !== null) {
    expect(item.calibration).toMatchObject({
      band: { from: band.from, to: band.to },
      observedRate: band.observedRate,
      samples: band.count,
    });
    expect(item.calibration.message).toMatch(
      new RegExp(
        `^过去按此方法估计为 ${Math.round(band.from * 100)}–${Math.round(band.to * 100)}% 的志愿，实际录取 .*（${(table.regions ?? []).join('、')} \\d{4}(–\\d{4})? 年逐年滚动回测，每年只用此前的数据预测，`,
      ),
    );
    return 'quoted';
  }
  expect(item.calibration).toMatchObject({ band: null, observedRate: null, samples: band.count });
  expect(item.calibration.message).toBe('往年回测中这一概率段的样本太少，不单独给出实际录取率');
  return 'few';
}

/** A unit with one past year of its own says so, one with none says it; with more, it is not called thin. */
function expectThinness(item: RecommendItem) {
  if (item.history.length === 0) {
    expect(item.calibration.thinHistory, item.key).toBe(true);
  } else if (item.history.length === 1) {
    expect(item.calibration.thinHistory, item.key).toBe(true);
    // One year of its own, with the years rebuilt from its majors or taken from its college named beside it.
    expect(item.calibration.thinReasons.join('\n'), item.key).toMatch(
      /^该单位只有 1 年(往年数据|本组的往年数据（另有 \d+ 年(按组内专业推算|参考院校整体)(，\d+ 年参考院校整体)?）)$/m,
    );
  } else {
    expect(item.calibration, item.key).toMatchObject({ thinHistory: false, thinReasons: [] });
  }
}

describe.each(DATABASE_KINDS)('calibration beside each probability on %s (a few colleges)', (kind) => {
  const s = calibrationSuite(kind, SMALL_SEED);

  it('quotes the protocol’s band of each probability, and says when the history is thin', async () => {
    const table = await s.table();
    expect(table.years.length).toBeGreaterThan(0);
    expect(table.regions?.length).toBeGreaterThanOrEqual(3);
    const data = await s.recommend({ ...BASE, score: 540, pageSize: 50 });
    expect(data.items.length).toBeGreaterThan(3);
    for (const item of data.items) {
      expectNote(item, table);
      expectThinness(item);
    }
    // One year of this database's own changes (2024 → 2025) is not enough to replace the prior of every
    // province (the protocol chose two): the estimate rests on the prior, and says so.
    expect(data.items[0]?.reasons).toContain(
      '本省往年数据还不足以估计线的年度波动：按多个省份历年的变化估计，结果仅供参考',
    );
  });
});

// Every college of the sample, three years: enough samples per band to quote them. The reading of the data
// is the same code on both databases (checked above), so this one runs on SQLite.
describe('calibration quoted from the backtest of every college (sqlite)', () => {
  const s = calibrationSuite('sqlite', { years: [2024, 2025, 2026], content: false });

  it('quotes what happened in the band of each probability, across the tiers', async () => {
    const table = await s.table();
    const seen = new Set<string>();
    for (const tier of ['冲', '稳', '保'] as const) {
      const data = await s.recommend({ ...BASE, score: 520, tier, pageSize: 30 });
      expect(data.items.length, tier).toBeGreaterThan(0);
      for (const item of data.items) {
        seen.add(expectNote(item, table));
        expectThinness(item);
      }
    }
    expect(seen.has('quoted')).toBe(true);
  });
});
