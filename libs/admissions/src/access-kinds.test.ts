import { ACCESS_KIND_INFO, ACCESS_KINDS } from '@zhiyuan/contracts';
import { describe, expect, it } from 'vitest';
import { accessKindsOf, notEligible } from './access-kinds.ts';

const kinds = (input: Parameters<typeof accessKindsOf>[0]) => accessKindsOf(input).map((a) => a.kind);

describe('accessKindsOf', () => {
  it('finds nothing in an ordinary unit', () => {
    expect(
      accessKindsOf({
        collegeName: '内蒙古大学',
        groupName: '03组',
        planCategory: '普通类',
        remarks: '办学地点：呼和浩特',
        majorNames: ['计算机科学与技术', '软件工程'],
        nature: '公办',
      }),
    ).toEqual([]);
    expect(accessKindsOf({})).toEqual([]);
    expect(accessKindsOf({ collegeName: null, majorNames: null, nature: null })).toEqual([]);
    // A campus in brackets is not a plan.
    expect(kinds({ collegeName: '北京理工大学(珠海校区)' })).toEqual([]);
  });

  it('reads each 专项计划 from the printed name, the plan category or the remarks', () => {
    expect(kinds({ collegeName: '某大学(高校专项计划)' })).toEqual(['高校专项']);
    expect(kinds({ collegeName: '某大学（国家专项）' })).toEqual(['国家专项']);
    expect(kinds({ collegeName: '佛山科学技术学院(地方专项)' })).toEqual(['地方专项']);
    expect(kinds({ collegeName: '某大学', planCategory: '国家专项计划' })).toEqual(['国家专项']);
    expect(kinds({ collegeName: '某大学', remarks: '高校专项，须通过资格审核' })).toEqual(['高校专项']);
    // A 专项 whose data does not say which one is still restricted.
    expect(kinds({ collegeName: '某大学', planCategory: '专项类' })).toEqual(['专项']);
    expect(kinds({ groupName: '农村专项计划' })).toEqual(['专项']);
  });

  it('reads 预科, 民族班 and 定向', () => {
    expect(kinds({ collegeName: '内蒙古大学(预科)' })).toEqual(['预科']);
    expect(kinds({ collegeName: '某大学', planCategory: '少数民族预科班' })).toEqual(['预科']);
    expect(kinds({ collegeName: '某大学(民族班)' })).toEqual(['民族班']);
    expect(kinds({ collegeName: '某医学院', majorNames: ['临床医学(农村订单定向)'] })).toEqual(['定向']);
    expect(kinds({ planCategory: '定向' })).toEqual(['定向']);
    expect(kinds({ remarks: '非定向' })).toEqual([]);
  });

  it('reads 中外合作 from the printed name, a major or the college’s nature', () => {
    expect(kinds({ collegeName: '某大学(中外合作办学)' })).toEqual(['中外合作']);
    expect(kinds({ collegeName: '某大学', majorNames: ['金融学(中外合作办学)'] })).toEqual(['中外合作']);
    expect(kinds({ collegeName: '宁波诺丁汉大学', nature: '中外合作' })).toEqual(['中外合作']);
    expect(kinds({ collegeName: '某大学', nature: '民办' })).toEqual([]);
  });

  it('reads a sport’s 专项 in a major’s name as no plan, and a named plan in a major as that plan', () => {
    expect(kinds({ majorNames: ['运动训练(足球专项)', '社会体育指导与管理(篮球专项)'] })).toEqual([]);
    expect(kinds({ majorNames: ['汉语言文学(民族班)'] })).toEqual(['民族班']);
    expect(kinds({ majorNames: ['农学(国家专项)'] })).toEqual(['国家专项']);
  });

  it('gives several kinds in the order of ACCESS_KINDS, each once, with its name and who may apply', () => {
    const found = accessKindsOf({
      collegeName: '某大学(中外合作办学)(地方专项)',
      planCategory: '地方专项',
      majorNames: ['临床医学(定向)', '护理学(定向)'],
    });
    expect(found.map((a) => a.kind)).toEqual(['地方专项', '定向', '中外合作']);
    expect(found[0]).toEqual(ACCESS_KIND_INFO.地方专项);
    for (const kind of ACCESS_KINDS) {
      expect(ACCESS_KIND_INFO[kind].kind).toBe(kind);
      expect(ACCESS_KIND_INFO[kind].explanation).toMatch(/^[^\n]{10,60}$/);
    }
    expect(ACCESS_KIND_INFO.高校专项.explanation).toContain('农村及脱贫地区');
    expect(ACCESS_KIND_INFO.高校专项.explanation).toContain('资格审核');
    expect(ACCESS_KIND_INFO.中外合作.explanation).toContain('学费较高');
  });
});

describe('notEligible', () => {
  it('names the unit’s kinds the student has not said they qualify for', () => {
    expect(notEligible(['高校专项'], [])).toEqual(['高校专项']);
    expect(notEligible(['高校专项'], undefined)).toEqual(['高校专项']);
    expect(notEligible(['高校专项'], ['高校专项', '中外合作'])).toEqual([]);
    expect(notEligible(['地方专项', '中外合作'], ['中外合作'])).toEqual(['地方专项']);
    expect(notEligible([], ['预科'])).toEqual([]);
  });
});
