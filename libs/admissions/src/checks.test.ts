import { ACCESS_KIND_INFO } from '@zhiyuan/contracts';
import { describe, expect, it } from 'vitest';
import { checkVolunteerList, type BatchLimits, type ListCheck, type VolunteerChoice } from './checks.ts';

// Inner Mongolia from 2025: 45 院校专业组 choices of up to 12 majors each, with 服从组内调剂.
const GROUPS: BatchLimits = { choices: 45, majorsPerChoice: 12, adjustment: true };
// A batch of 6 choices, where a list of 2 or more is not too short.
const SIX: BatchLimits = { ...GROUPS, choices: 6 };

function choice(
  key: string,
  probability: number | null,
  extra: Partial<VolunteerChoice> = {},
): VolunteerChoice {
  return {
    key,
    name: `${key}组`,
    majors: [{ key: '080901', name: '计算机科学与技术' }],
    adjustment: true,
    probability,
    ...extra,
  };
}

const codes = (checks: readonly ListCheck[]) => checks.map((c) => c.code);
const find = (checks: readonly ListCheck[], code: string) => checks.filter((c) => c.code === code);

// A sound list: 冲, 稳, 保 in that order.
const sound = [choice('A', 0.3), choice('B', 0.6), choice('C', 0.9)];

describe('checkVolunteerList', () => {
  it('finds nothing wrong with a sound list', () => {
    expect(checkVolunteerList(sound, { limits: SIX, candidateSubjects: ['物理', '化学', '生物'] })).toEqual(
      [],
    );
  });

  it('warns of a unit not open to everyone that the student has not said they qualify for', () => {
    const list = [
      choice('A', 0.3, { access: ['高校专项'] }),
      choice('B', 0.6, { access: ['地方专项', '中外合作'] }),
      choice('C', 0.9),
    ];
    const general = find(checkVolunteerList(list, { limits: SIX }), 'restricted-access');
    expect(general).toEqual([
      {
        code: 'restricted-access',
        severity: 'warning',
        message: `第 1 志愿（A组）是高校专项计划（${ACCESS_KIND_INFO.高校专项.explanation}），你没有勾选符合此计划，请确认报考资格`,
        positions: [1],
      },
      expect.objectContaining({
        positions: [2],
        message: expect.stringMatching(/^第 2 志愿（B组）是地方专项计划（/),
      }),
      expect.objectContaining({
        positions: [2],
        message: expect.stringMatching(/^第 2 志愿（B组）是中外合作办学（/),
      }),
    ]);
    const eligible = checkVolunteerList(list, { limits: SIX, eligibility: ['高校专项', '中外合作'] });
    expect(find(eligible, 'restricted-access').map((c) => [c.positions, c.message.slice(0, 17)])).toEqual([
      [[2], '第 2 志愿（B组）是地方专项计划'],
    ]);
    expect(
      find(
        checkVolunteerList(list, { limits: SIX, eligibility: ['高校专项', '地方专项', '中外合作'] }),
        'restricted-access',
      ),
    ).toEqual([]);
  });

  it('warns when the list holds fewer than a third of the choices the batch allows', () => {
    const short = checkVolunteerList(sound, { limits: GROUPS });
    expect(find(short, 'few-choices')).toEqual([
      {
        code: 'few-choices',
        severity: 'warning',
        message:
          '只填了 3 个志愿（本批次最多可填 45 个）：志愿太少，前面的都未录取时容易滑档，建议把冲、稳、保都填足',
        positions: [],
      },
    ]);
    const enough = Array.from({ length: 15 }, (_, i) => choice(String(i), 0.3 + i * 0.04));
    expect(codes(checkVolunteerList(enough, { limits: GROUPS }))).not.toContain('few-choices');
  });

  it('notes an empty list', () => {
    expect(checkVolunteerList([], { limits: GROUPS })).toEqual([
      { code: 'empty', severity: 'info', message: '志愿表还没有志愿', positions: [] },
    ]);
  });

  it('enforces the batch’s number of choices, naming the choices beyond it', () => {
    const limits = { choices: 2, majorsPerChoice: 6, adjustment: true };
    const [check] = find(checkVolunteerList(sound, { limits }), 'too-many-choices');
    expect(check).toEqual({
      code: 'too-many-choices',
      severity: 'error',
      message: '共 3 个志愿，超过本批次最多 2 个的限制',
      positions: [3],
    });
  });

  it('enforces the majors per choice, and warns about a choice without majors', () => {
    const majors = Array.from({ length: 13 }, (_, i) => ({ key: String(i), name: `专业${i}` }));
    const checks = checkVolunteerList([choice('A', 0.9, { majors }), choice('B', 0.9, { majors: [] })], {
      limits: GROUPS,
    });
    expect(find(checks, 'too-many-majors')).toEqual([
      {
        code: 'too-many-majors',
        severity: 'error',
        message: '第 1 志愿（A组）填了 13 个专业，超过每个志愿最多 12 个的限制',
        positions: [1],
      },
    ]);
    expect(find(checks, 'no-majors')[0]).toMatchObject({ severity: 'warning', positions: [2] });
  });

  it('finds the same unit twice and the same major twice in one group', () => {
    const twice = choice('A', 0.9, {
      majors: [
        { key: '080901', name: '计算机科学与技术' },
        { key: '080902', name: '软件工程' },
        { key: '080901', name: '计算机科学与技术' },
      ],
    });
    const checks = checkVolunteerList([choice('A', 0.3), choice('B', 0.6), twice], { limits: GROUPS });
    expect(find(checks, 'duplicate-unit')).toEqual([
      {
        code: 'duplicate-unit',
        severity: 'error',
        message: '第 1 志愿（A组）与第 3 志愿（A组）是同一个招生单位，重复填报',
        positions: [1, 3],
      },
    ]);
    expect(find(checks, 'duplicate-major')).toEqual([
      {
        code: 'duplicate-major',
        severity: 'error',
        message: '第 3 志愿（A组）中专业“计算机科学与技术”重复填写（第 1、3 个专业）',
        positions: [3],
      },
    ]);
  });

  it('refuses 服从调剂 where the batch has none', () => {
    const checks = checkVolunteerList(sound, { limits: { ...GROUPS, adjustment: false } });
    expect(find(checks, 'adjustment-not-offered').map((c) => c.positions)).toEqual([[1], [2], [3]]);
  });

  it('finds 选科 mismatches (error) and unreadable requirements (warning)', () => {
    const list = [
      choice('A', 0.3, { subjectRequirement: '物理+化学' }),
      choice('B', 0.6, { subjectRequirement: '历史' }),
      choice('C', 0.9, { subjectRequirement: '物理或化学' }),
    ];
    const checks = checkVolunteerList(list, { limits: GROUPS, candidateSubjects: ['物理', '化学', '生物'] });
    expect(find(checks, 'subject-mismatch')).toEqual([
      {
        code: 'subject-mismatch',
        severity: 'error',
        message: '第 2 志愿（B组）选科要求为“历史”，你未选考历史，不能填报',
        positions: [2],
      },
    ]);
    expect(find(checks, 'subject-unknown')[0]).toMatchObject({ severity: 'warning', positions: [3] });
    expect(codes(checkVolunteerList(list, { limits: GROUPS }))).not.toContain('subject-mismatch');
  });

  it('warns when there is no 保 choice, and when every choice is a reach', () => {
    const noSafety = checkVolunteerList([choice('A', 0.3), choice('B', 0.6)], { limits: SIX });
    expect(codes(noSafety)).toEqual(['no-safety']);
    expect(noSafety[0]?.message).toBe('志愿表中没有“保”志愿：如果前面的志愿都未录取，可能面临滑档');
    const allReach = checkVolunteerList([choice('A', 0.3), choice('B', 0.1)], { limits: SIX });
    expect(codes(allReach)).toEqual(['not-suggested', 'no-safety', 'all-reach']);
    expect(find(allReach, 'not-suggested')[0]).toMatchObject({
      message: '第 2 志愿（B组）的录取可能性约 10%，低于“冲”的下限，不建议占用志愿位置',
      positions: [2],
    });
  });

  it('notes choices without an estimate and judges the balance on the others', () => {
    const checks = checkVolunteerList([choice('A', null), choice('B', 0.9)], { limits: GROUPS });
    expect(find(checks, 'no-estimate')).toEqual([
      {
        code: 'no-estimate',
        severity: 'info',
        message: '第 1 志愿（A组）没有往年数据，无法估计录取可能性',
        positions: [1],
      },
    ]);
    expect(codes(checks)).not.toContain('no-safety');
  });

  it('explains that a reach after a safety is wasted under 平行志愿 (warning), a reach after a match less so (info)', () => {
    const checks = checkVolunteerList(
      [choice('A', 0.9), choice('B', 0.6), choice('C', 0.3), choice('D', 0.95)],
      {
        limits: GROUPS,
      },
    );
    expect(find(checks, 'reach-after-safety')).toEqual([
      {
        code: 'reach-after-safety',
        severity: 'warning',
        message:
          '第 2 志愿（B组，稳）排在第 1 志愿（A组，保）之后。平行志愿按“分数优先，遵循志愿”投档：按志愿顺序检索，' +
          '前面的志愿一旦可以投档，后面的志愿不再检索，“保”志愿可以投档时后面的志愿就用不上了，建议把它移到前面',
        positions: [1, 2],
      },
      expect.objectContaining({ positions: [1, 3] }),
    ]);
    const matchFirst = checkVolunteerList([choice('A', 0.6), choice('B', 0.3), choice('C', 0.9)], {
      limits: GROUPS,
    });
    expect(find(matchFirst, 'reach-after-match')).toEqual([
      expect.objectContaining({ severity: 'info', positions: [1, 2] }),
    ]);
    expect(codes(matchFirst)).not.toContain('reach-after-safety');
  });

  it('warns when 服从调剂 is off on a group whose majors vary widely', () => {
    const wide = { majorMinRanks: [8_000, 13_000], adjustment: false };
    const checks = checkVolunteerList([choice('A', 0.3), choice('B', 0.6, wide), choice('C', 0.9)], {
      limits: GROUPS,
    });
    expect(find(checks, 'adjustment-off-wide-spread')).toEqual([
      {
        code: 'adjustment-off-wide-spread',
        severity: 'warning',
        message:
          '第 2 志愿（B组）没有服从调剂，而组内专业录取位次差异大：所填专业都录不上时会被退档，建议勾选服从调剂',
        positions: [2],
      },
    ]);
    const narrow = checkVolunteerList(
      [choice('B', 0.6, { majorMinRanks: [8_000, 9_000], adjustment: false })],
      {
        limits: GROUPS,
      },
    );
    expect(codes(narrow)).not.toContain('adjustment-off-wide-spread');
    const stricter = checkVolunteerList(
      [choice('B', 0.6, { majorMinRanks: [8_000, 9_000], adjustment: false })],
      {
        limits: GROUPS,
        wideSpreadRatio: 1.1,
      },
    );
    expect(codes(stricter)).toContain('adjustment-off-wide-spread');
  });

  it('orders findings errors first, then warnings, then notes', () => {
    const checks = checkVolunteerList([choice('A', null), choice('A', 0.3)], { limits: SIX });
    expect(checks.map((c) => c.severity)).toEqual(['error', 'warning', 'warning', 'info']);
  });
});
