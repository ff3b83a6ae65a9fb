import { describe, expect, it } from 'vitest';
import {
  COLLEGE_TYPES,
  deriveCollegeType,
  isCollegeType,
  mergeCollegeType,
  type CollegeType,
  type CollegeTypeValue,
} from './college-types.ts';
import { loadUniversities } from './universities.ts';

const universities = loadUniversities();

/** The derived type of a university of the MOE list, looked up by its exact name (it must be in the list). */
function typeOf(name: string): CollegeTypeValue {
  const college = universities.find((u) => u.name === name);
  if (!college) throw new Error(`${name} is not in the MOE list`);
  return deriveCollegeType(college);
}

describe('deriveCollegeType: hand-checked universities', () => {
  const cases: [string, CollegeType][] = [
    // Inner Mongolia, one of each kind.
    ['内蒙古大学', '综合'],
    ['内蒙古工业大学', '理工'],
    ['内蒙古师范大学', '师范'],
    ['内蒙古医科大学', '医药'],
    ['内蒙古财经大学', '财经'],
    ['内蒙古农业大学', '农林'],
    ['内蒙古艺术学院', '艺术'],
    ['内蒙古民族大学', '民族'],
    ['内蒙古体育职业学院', '体育'],
    ['内蒙古警察学院', '政法'],
    ['内蒙古大学创业学院', '综合'],
    // 专科 schools: their keyword decides, a city name alone gives 综合.
    ['包头职业技术学院', '综合'],
    ['内蒙古机电职业技术学院', '理工'],
    ['包头轻工职业技术学院', '理工'],
    ['满洲里俄语职业学院', '语言'],
    ['北京卫生职业学院', '医药'],
    // The well-known specialised universities.
    ['华北电力大学', '理工'],
    ['中国政法大学', '政法'],
    ['北京体育大学', '体育'],
    ['中央民族大学', '民族'],
    ['上海外国语大学', '语言'],
    ['北京协和医学院', '医药'],
    ['中国人民公安大学', '政法'],
    ['中央戏剧学院', '艺术'],
    ['中国农业大学', '农林'],
    ['北京林业大学', '农林'],
    ['北京师范大学', '师范'],
    ['中央财经大学', '财经'],
    ['清华大学', '综合'],
    ['中华女子学院', '其他'],
    // Two keywords: the order of the table decides.
    ['内蒙古民族幼儿师范高等专科学校', '师范'],
    ['右江民族医学院', '医药'],
    ['中南财经政法大学', '财经'],
    ['西北农林科技大学', '农林'],
    ['上海工商外国语职业学院', '语言'],
    ['常州纺织服装职业技术学院', '理工'],
    ['天津城市建设管理职业技术学院', '理工'],
    ['北京服装学院', '艺术'],
    ['桂林旅游学院', '财经'],
    // Place names that look like keywords, and keywords that need context.
    ['吉林科技职业技术学院', '理工'],
    ['桂林学院', '综合'],
    ['商洛学院', '综合'],
    ['铁门关职业技术学院', '综合'],
    ['中国海洋大学', '综合'],
    ['南通大学杏林学院', '医药'],
    ['深圳技术大学', '理工'],
    ['深圳职业技术大学', '综合'],
    ['中国科学院大学', '理工'],
    ['中国社会科学院大学', '综合'],
  ];

  it.each(cases)('%s → %s', (name, type) => {
    expect(typeOf(name).type).toBe(type);
  });

  it('says which rule gave the type, and marks it as derived', () => {
    expect(typeOf('中国人民公安大学')).toEqual({
      type: '政法',
      typeSource: 'derived',
      rule: '主管部门为公安部',
    });
    expect(typeOf('内蒙古师范大学')).toEqual({ type: '师范', typeSource: 'derived', rule: '校名含“师范”' });
    expect(typeOf('深圳技术大学').rule).toBe('校名含“技术大学”');
    expect(typeOf('内蒙古大学')).toEqual({ type: '综合', typeSource: 'derived', rule: '校名无学科关键词' });
  });

  it('applies a department rule only to that exact 主管部门', () => {
    expect(deriveCollegeType({ name: '某某学院', department: '公安部' }).type).toBe('政法');
    expect(deriveCollegeType({ name: '某某学院', department: '某省公安部门' }).type).toBe('综合');
  });
});

describe('deriveCollegeType over the whole MOE list', () => {
  const counts = new Map<CollegeType, number>(COLLEGE_TYPES.map((t) => [t, 0]));
  for (const college of universities) {
    const { type } = deriveCollegeType(college);
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }

  it('gives every university one of the fixed types, marked as derived with a rule', () => {
    expect(universities).toHaveLength(2952);
    for (const college of universities) {
      const value = deriveCollegeType(college);
      expect(isCollegeType(value.type), college.name).toBe(true);
      expect(value.typeSource).toBe('derived');
      expect(value.rule).not.toBe('');
    }
  });

  it('has a sane distribution: 理工 and 综合 largest, every type but 军事 present', async ({ annotate }) => {
    await annotate(`院校类型 (derived): ${JSON.stringify(Object.fromEntries(counts))}`);
    const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    expect(sorted.slice(0, 2).map(([t]) => t)).toEqual(['理工', '综合']);
    expect(Object.fromEntries(counts)).toEqual({
      理工: 967,
      综合: 799,
      财经: 262,
      医药: 258,
      师范: 241,
      艺术: 132,
      农林: 93,
      政法: 78,
      体育: 39,
      语言: 38,
      民族: 23,
      其他: 22,
      军事: 0,
    });
  });
});

describe('mergeCollegeType and isCollegeType', () => {
  const derived: CollegeTypeValue = { type: '理工', typeSource: 'derived', rule: '校名含“工业”' };

  it('keeps a staff value and replaces a missing or derived one', () => {
    const staff: CollegeTypeValue = { type: '综合', typeSource: 'staff', rule: '' };
    expect(mergeCollegeType(staff, derived)).toBe(staff);
    expect(mergeCollegeType(null, derived)).toBe(derived);
    expect(mergeCollegeType({ type: '综合', typeSource: 'derived', rule: '旧规则' }, derived)).toBe(derived);
  });

  it('accepts exactly the listed types', () => {
    expect(COLLEGE_TYPES.every(isCollegeType)).toBe(true);
    expect(isCollegeType('农业')).toBe(false);
    expect(isCollegeType('综合类')).toBe(false);
  });
});
