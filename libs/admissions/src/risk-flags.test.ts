import { describe, expect, it } from 'vitest';
import { ACCESS_KIND_INFO } from '@zhiyuan/contracts';
import { isWideSpread, majorSpread, riskFlags } from './risk-flags.ts';

const codes = (flags: readonly { code: string; severity: string }[]) =>
  flags.map((f) => `${f.code}:${f.severity}`);

describe('riskFlags', () => {
  it('flags nothing for a public college with known data and matching subjects', () => {
    expect(
      riskFlags({
        nature: '公办',
        tuition: 5_000,
        subjectRequirement: '物理+化学',
        candidateSubjects: ['物理', '化学', '生物'],
        majorMinRanks: [10_000, 11_000, 12_000],
        yearsOfData: 4,
        alternating: false,
      }),
    ).toEqual([]);
  });

  it('flags 民办, 中外合作 (by nature or by programme) and high tuition from 20,000 yuan', () => {
    expect(codes(riskFlags({ nature: '民办', tuition: 19_999 }))).toEqual(['private:warning']);
    expect(codes(riskFlags({ nature: '中外合作', tuition: 60_000 }))).toEqual([
      'joint-venture:warning',
      'high-tuition:warning',
    ]);
    expect(codes(riskFlags({ nature: '公办', access: ['中外合作'] }))).toEqual(['joint-venture:warning']);
    // One flag for one 中外合作, whether the nature or the programme says it.
    expect(codes(riskFlags({ nature: '中外合作', access: ['中外合作'] }))).toEqual(['joint-venture:warning']);
    expect(riskFlags({ tuition: 20_000 })[0]?.message).toBe('学费约 20,000 元/年，高于 20,000 元/年');
    expect(codes(riskFlags({ tuition: 30_000 }, { highTuition: 40_000 }))).toEqual([]);
  });

  it('flags each restricted access kind once, with its badge text and who may apply', () => {
    const flags = riskFlags({ nature: '公办', access: ['定向', '高校专项', '国家专项', '地方专项', '专项'] });
    expect(codes(flags)).toEqual([
      'university-special-plan:warning',
      'national-special-plan:warning',
      'local-special-plan:warning',
      'special-plan:warning',
      'directed:warning',
    ]);
    expect(flags[0]).toEqual({
      code: 'university-special-plan',
      severity: 'warning',
      label: '高校专项',
      message: ACCESS_KIND_INFO.高校专项.explanation,
    });
    expect(codes(riskFlags({ access: ['预科', '民族班'] }))).toEqual([
      'preparatory:warning',
      'ethnic-class:warning',
    ]);
    expect(riskFlags({ access: [] })).toEqual([]);
  });

  it('flags a 选科 mismatch as an error naming the missing subjects, and an unreadable requirement', () => {
    const [mismatch] = riskFlags({
      subjectRequirement: '物理+化学',
      candidateSubjects: ['物理', '生物', '地理'],
    });
    expect(mismatch).toEqual({
      code: 'subject-mismatch',
      severity: 'error',
      label: '选科不符',
      message: '选科要求为“物理+化学”，你未选考化学，不能填报',
    });
    expect(
      codes(riskFlags({ subjectRequirement: '历史', candidateSubjects: ['物理', '化学', '生物'] })),
    ).toEqual(['subject-mismatch:error']);
    expect(
      codes(riskFlags({ subjectRequirement: '美术', candidateSubjects: ['物理', '化学', '生物'] })),
    ).toEqual(['subject-unknown:warning']);
    expect(riskFlags({ subjectRequirement: '物理+化学' })).toEqual([]);
  });

  it('flags a group whose weakest major admits 50 % or more further down the list than its strongest', () => {
    const [wide] = riskFlags({ majorMinRanks: [8_000, null, 12_000, 9_500] });
    expect(wide?.code).toBe('wide-major-spread');
    expect(wide?.message).toBe(
      '组内专业最低位次从 8,000 到 12,000（相差约 50%），进组后可能被调剂到冷门专业',
    );
    expect(riskFlags({ majorMinRanks: [8_000, 11_900] })).toEqual([]);
    expect(codes(riskFlags({ majorMinRanks: [8_000, 11_000] }, { wideSpreadRatio: 1.3 }))).toEqual([
      'wide-major-spread:warning',
    ]);
  });

  it('flags no data, one year (warning), two years (info), and 大小年', () => {
    expect(codes(riskFlags({ yearsOfData: 0 }))).toEqual(['no-data:warning']);
    expect(codes(riskFlags({ yearsOfData: 1 }))).toEqual(['few-years:warning']);
    expect(codes(riskFlags({ yearsOfData: 2 }))).toEqual(['few-years:info']);
    expect(codes(riskFlags({ yearsOfData: 3 }))).toEqual([]);
    expect(riskFlags({ yearsOfData: 1 })[0]?.message).toBe('只有 1 年录取数据，估计的可靠性有限');
    expect(codes(riskFlags({ alternating: true }))).toEqual(['alternating:info']);
  });
});

describe('majorSpread and isWideSpread', () => {
  it('measure the ratio of the weakest to the strongest known rank', () => {
    expect(majorSpread([5_000, 7_500, null, 6_000])).toEqual({ best: 5_000, worst: 7_500, ratio: 1.5 });
    expect(majorSpread([5_000, null])).toBeNull();
    expect(isWideSpread([5_000, 7_500])).toBe(true);
    expect(isWideSpread([5_000, 7_000])).toBe(false);
    expect(isWideSpread(null)).toBe(false);
  });
});
