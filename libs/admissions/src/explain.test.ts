import { describe, expect, it } from 'vitest';
import { estimateAdmission, explainAdmission } from './explain.ts';
import { admissionProbability, predictThreshold, type UnitYear } from './probability.ts';
import { normalQuantile } from './normal.ts';
import { SAMPLE_RANK_MODEL, type RankModel } from './rank-model.ts';
import { ok, steady } from './testing/synthetic.ts';

const model: RankModel = {
  ...SAMPLE_RANK_MODEL,
  source: 'data',
  years: [2022, 2023, 2024],
  transitions: 9_024,
  candidateElasticity: 0.5,
  seatElasticity: 0.5,
};

describe('explainAdmission', () => {
  const history = [
    { year: 2024, minRank: 12_340 },
    { year: 2023, minRank: 13_002 },
    { year: 2022, minRank: 11_870 },
  ];

  it('lists the past lowest ranks, the predicted line, where the candidate stands, and what it rests on', () => {
    const p = ok(predictThreshold(history, { year: 2025 }));
    const reasons = explainAdmission(p, 11_500);
    const ahead = Math.round(((p.rank - 11_500) / p.rank) * 100);
    expect(reasons[0]).toBe('近 3 年最低位次：2024年 12,340 / 2023年 13,002 / 2022年 11,870');
    expect(reasons[1]).toMatch(/^预测今年最低位次约 12,\d{3}（80% 区间 \d+,\d{3}～\d+,\d{3}）$/);
    expect(reasons[2]).toBe(`你的位次 11,500 比预测线靠前约 ${ahead}%`);
    expect(reasons[3]).toBe('本省往年数据还不足以估计线的年度波动：按多个省份历年的变化估计，结果仅供参考');
    expect(reasons.at(-1)).toBe(
      `估计录取可能性约 ${Math.round((admissionProbability(p, 11_500) ?? 0) * 100)}%`,
    );
    const fitted = explainAdmission(ok(predictThreshold(history, { year: 2025 }, { model })), 10_500);
    expect(fitted).toContain('偏差与波动按本库 2022–2024 年共 9,024 个单位的回测估计');
  });

  it('says when the candidate is behind or level with the line', () => {
    const p = ok(predictThreshold(steady(10_000, [2024, 2023, 2022]), { year: 2025 }));
    expect(explainAdmission(p, 12_000)).toContain('你的位次 12,000 比预测线靠后约 20%');
    expect(explainAdmission(p, 10_100)).toContain('你的位次 10,100 与预测线基本持平');
  });

  it('says how the past was found when it is not the unit’s own record', () => {
    const reason = (match: UnitYear['match'], spread = 0) =>
      explainAdmission(
        ok(predictThreshold([{ year: 2024, minRank: 9_000, match, spread }], { year: 2025 })),
        9_000,
      )[1];
    expect(reason('renumbered')).toBe('专业组代码与往年不同：已按组内专业对应到往年的专业组');
    // A bare code may name another of the college's groups: widened by how far apart they are, and not
    // said to be widened where the college had only this one.
    expect(reason('code', Math.log(1.3))).toBe(
      '按专业组代码对应往年（缺少专业信息，无法核对是否为同一组；该校同类专业组彼此相差约 ±30%），估计已相应放宽',
    );
    expect(reason('code')).toBe(
      '按专业组代码对应往年（缺少专业信息，无法核对是否为同一组；该校往年只有这一个同类专业组）',
    );
    // A model that learned code matches widens them by what it learned.
    const code = { count: 500, cells: [], pooled: { mu: 0, sigma: 0.4 } };
    const learned = { ...model, kinds: { ...model.kinds, code } };
    const fromLearned = ok(
      predictThreshold(
        [{ year: 2024, minRank: 9_000, match: 'code', spread: 0.3 }],
        { year: 2025 },
        { model: learned },
      ),
    );
    expect(explainAdmission(fromLearned, 9_000)).toContain(
      '按专业组代码对应往年（缺少专业信息，无法核对是否为同一组），估计已相应放宽',
    );
    expect(reason('majors')).toBe(
      '往年按院校录取：本组的线按组内各专业往年的最低位次推算（取其中最靠后的专业）',
    );
    expect(reason('majors', Math.log(1.25))).toBe(
      '往年按院校录取：本组的线按组内各专业往年的最低位次推算（取其中最靠后的专业；各专业彼此相差约 ±25%，估计已相应放宽）',
    );
    expect(reason('college', Math.log(1.3))).toBe(
      '本组往年没有可对应的记录：参考该校往年同类招生单位的录取位次（彼此相差约 ±30%），估计已相应放宽',
    );
    expect(reason('college')).toBe('本组往年没有可对应的记录：参考该校往年的录取位次，估计已相应放宽');
  });

  it('marks, in the years listed, a rank converted by line difference as 折算', () => {
    const history: UnitYear[] = [
      {
        year: 2025,
        minRank: 7_650,
        derivedSpread: 0.36,
        rankNote: '2025 年位次由 2025、2026 本科线差折算（375→363），非官方位次',
      },
      { year: 2024, minRank: 7_000 },
    ];
    expect(explainAdmission(ok(predictThreshold(history, { year: 2026 })), 7_000)[0]).toBe(
      '近 2 年最低位次：2025年 7,650（折算） / 2024年 7,000',
    );
  });

  it('marks, in the years listed, a college’s line and a line rebuilt from the group’s majors', () => {
    const history: UnitYear[] = [
      { year: 2025, minRank: 9_000 },
      { year: 2024, minRank: 10_000, match: 'majors', spread: 0.2 },
      { year: 2023, minRank: 12_000, match: 'college', spread: 0.2 },
    ];
    expect(explainAdmission(ok(predictThreshold(history, { year: 2026 })), 9_000)[0]).toBe(
      '近 3 年最低位次：2025年 9,000 / 2024年 10,000（按本组专业推算） / 2023年 12,000（参考该校整体）',
    );
    // A run of years of one kind is marked once, with its years.
    const rebuilt: UnitYear[] = [
      { year: 2025, minRank: 9_000 },
      ...[2024, 2023, 2022].map((year) => ({ year, minRank: 10_000, match: 'majors' as const })),
      { year: 2021, minRank: 12_000, match: 'college' },
    ];
    expect(explainAdmission(ok(predictThreshold(rebuilt, { year: 2026 })), 9_000)[0]).toBe(
      '近 5 年最低位次：2025年 9,000 / 2024年 10,000 / 2023年 10,000 / 2022年 10,000（2022–2024年按本组专业推算） / 2021年 12,000（参考该校整体）',
    );
  });

  it('mentions seats, candidates, 大小年, volatility, few years and the cap when they apply', () => {
    const planned = ok(
      predictThreshold(
        steady(10_000, [2024, 2023], { planCount: 40, candidates: 100_000 }),
        { year: 2025, planCount: 60, candidates: 120_000 },
        { model },
      ),
    );
    const reasons = explainAdmission(planned, 100);
    expect(reasons).toContain('今年计划 60 人，多于往年（约 40 人）：名额增加，预测线相应后移');
    expect(reasons).toContain('各年的考生规模不同：往年数据显示位次约随考生规模变化的 50%，已据此折算到今年');
    expect(reasons).toContain('只有 2 年数据，结果仅供参考，估计已相应放宽');
    expect(reasons).toContain('可能性限制在 1%～99% 之间：往年数据不能保证今年的结果');
    const fewer = ok(
      predictThreshold(
        steady(10_000, [2024, 2023, 2022], { planCount: 40 }),
        { year: 2025, planCount: 20 },
        { model },
      ),
    );
    expect(explainAdmission(fewer, 9_000)).toContain(
      '今年计划 20 人，少于往年（约 40 人）：名额减少，预测线相应前移',
    );
    // The sample cold start learned no seat effect.
    const ignored = ok(
      predictThreshold(
        steady(10_000, [2024, 2023, 2022], { planCount: 40 }),
        { year: 2025, planCount: 20 },
        { model: SAMPLE_RANK_MODEL },
      ),
    );
    expect(explainAdmission(ignored, 9_000)).toContain(
      '今年计划 20 人，往年约 40 人：往年数据显示名额变化对最低位次影响不明显，未作调整',
    );
    const alternating = ok(
      predictThreshold(
        [10_000, 13_000, 10_000, 13_000].map((minRank, i) => ({ year: 2021 + i, minRank })),
        { year: 2025 },
      ),
    );
    expect(explainAdmission(alternating, 9_000)).toContain(
      '近 4 年最低位次大小年交替明显，今年可能是大年（线更高）：估计没有押注这一规律，请留意',
    );
    const volatile = ok(
      predictThreshold(
        [20_000, 10_000, 5_000].map((minRank, i) => ({ year: 2024 - i, minRank })),
        { year: 2025 },
      ),
    );
    expect(explainAdmission(volatile, 9_000).some((r) => r.startsWith('往年最低位次波动较大'))).toBe(true);
    const calm = explainAdmission(
      ok(predictThreshold(steady(10_000, [2024, 2023, 2022]), { year: 2025 })),
      10_000,
    );
    expect(
      calm.some(
        (r) => r.includes('计划') || r.includes('大小年') || r.includes('限制') || r.includes('波动较大'),
      ),
    ).toBe(false);
  });

  it('explains the absence of data', () => {
    expect(explainAdmission({ status: 'no-data', year: 2025, yearsUsed: 0 }, 1_000)).toEqual([
      '该单位往年没有可用的最低位次数据，无法估计录取可能性',
    ]);
  });
});

describe('estimateAdmission', () => {
  it('combines prediction, probability, tier and reasons (保 from 90 %)', () => {
    const safe = estimateAdmission(7_000, steady(10_000, [2024, 2023, 2022]), { year: 2025 });
    expect(safe.prediction.status).toBe('ok');
    expect(safe.probability).toBeGreaterThan(0.9);
    expect(safe.tier).toBe('保');
    expect(safe.reasons.length).toBeGreaterThan(3);
    // The ranks at which the cold start gives 70 % and 35 %, whatever its spread.
    const line = ok(safe.prediction);
    const rankFor = (p: number) => Math.round(Math.exp(line.logMean + line.sigma * normalQuantile(1 - p)));
    expect(estimateAdmission(rankFor(0.7), steady(10_000, [2024, 2023, 2022]), { year: 2025 }).tier).toBe(
      '稳',
    );
    expect(estimateAdmission(rankFor(0.35), steady(10_000, [2024, 2023, 2022]), { year: 2025 }).tier).toBe(
      '冲',
    );
  });

  it('has neither probability nor tier without data, and refuses a bad rank', () => {
    expect(estimateAdmission(8_000, [], { year: 2025 })).toMatchObject({ probability: null, tier: null });
    expect(() => estimateAdmission(0, [], { year: 2025 })).toThrow('考生位次应为不小于 1 的数字');
  });
});
