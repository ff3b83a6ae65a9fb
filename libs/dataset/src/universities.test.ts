import { describe, expect, it } from 'vitest';
import { COLLEGE_SHORT_NAMES } from './short-names.ts';
import {
  collegeKeywordScore,
  keywordLikePattern,
  loadEliteLists,
  loadUniversities,
  namePinyin,
  natureFromRemark,
} from './universities.ts';

const universities = loadUniversities();
const byName = (name: string) => {
  const found = universities.find((u) => u.name === name);
  if (!found) throw new Error(`missing ${name}`);
  return found;
};
const best = (keyword: string) =>
  [...universities]
    .map((u) => ({ name: u.name, score: collegeKeywordScore(u, keyword) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)[0]?.name;

describe('loadUniversities', () => {
  it('has the 2,952 regular universities of the MOE list, 本科 1,412 and 专科 1,540', () => {
    expect(universities).toHaveLength(2952);
    expect(universities.filter((u) => u.level === '本科')).toHaveLength(1412);
    expect(universities.filter((u) => u.level === '专科')).toHaveLength(1540);
    expect(new Set(universities.map((u) => u.code)).size).toBe(2952);
  });

  it('uses short province names: 54 universities in 内蒙古, 31 provinces in all', () => {
    expect(universities.filter((u) => u.province === '内蒙古')).toHaveLength(54);
    expect(new Set(universities.map((u) => u.province)).size).toBe(31);
    expect(byName('广西大学').province).toBe('广西');
  });

  it('derives the nature from 备注: 840 民办, 16 中外合作, the rest 公办', () => {
    expect(universities.filter((u) => u.nature === '民办')).toHaveLength(840);
    expect(universities.filter((u) => u.nature === '中外合作')).toHaveLength(16);
    expect(byName('内蒙古鸿德文理学院').nature).toBe('民办');
    expect(byName('宁波诺丁汉大学').nature).toBe('中外合作');
    expect(natureFromRemark('')).toBe('公办');
  });

  it('joins the elite tags by code (the 3 military schools are not in the MOE list)', () => {
    const count = (tag: string) => universities.filter((u) => u.tags.some((t) => t === tag)).length;
    expect(count('985')).toBe(38);
    expect(count('211')).toBe(113);
    expect(count('双一流')).toBe(144);
    expect(byName('内蒙古大学').tags).toEqual(['211', '双一流']);
    expect(byName('清华大学').tags).toEqual(['985', '211', '双一流']);
    expect(byName('内蒙古工业大学').tags).toEqual([]);
  });

  it('leaves type, website and intro empty: no licensed source has them', () => {
    expect(universities.every((u) => u.type === null && u.website === null && u.intro === null)).toBe(true);
  });
});

describe('loadEliteLists', () => {
  it('has 39 985, 116 211 and 147 双一流 schools', () => {
    const lists = loadEliteLists();
    expect(lists.filter((e) => e.is985)).toHaveLength(39);
    expect(lists.filter((e) => e.is211)).toHaveLength(116);
    expect(lists.filter((e) => e.doubleFirstClassRound2)).toHaveLength(147);
    expect(lists.filter((e) => e.code === null).map((e) => e.name)).toEqual(
      expect.arrayContaining(['国防科技大学', '海军军医大学', '空军军医大学']),
    );
  });
});

describe('keyword search keys', () => {
  it('computes pinyin and initials, reading place names right', () => {
    expect(namePinyin('内蒙古大学')).toEqual({ pinyin: 'neimenggudaxue', initials: 'nmgdx' });
    expect(namePinyin('重庆大学').pinyin).toBe('chongqingdaxue');
    expect(namePinyin('中国矿业大学(北京)').initials).toBe('zgkydxbj');
  });

  it('finds 内蒙古大学 first for 内大, nmgdx and neimenggudaxue', () => {
    expect(best('内大')).toBe('内蒙古大学');
    expect(best('nmgdx')).toBe('内蒙古大学');
    expect(best('NMG DX')).toBe('内蒙古大学');
    expect(best('neimenggudaxue')).toBe('内蒙古大学');
  });

  it('matches names by characters in order, and nothing for unrelated keywords', () => {
    const college = byName('内蒙古师范大学');
    expect(collegeKeywordScore(college, '内师大')).toBeGreaterThan(0);
    expect(collegeKeywordScore(college, '蒙师')).toBe(20);
    expect(collegeKeywordScore(college, '师内')).toBe(0);
    expect(collegeKeywordScore(college, 'xyz')).toBe(0);
    expect(collegeKeywordScore(college, '  ')).toBe(0);
  });

  it('gives a LIKE pattern with the characters in order and wildcards escaped', () => {
    expect(keywordLikePattern('内 大')).toBe('%内%大%');
    expect(keywordLikePattern('a_%')).toBe('%a%\\_%\\%%');
  });

  it('lists short names only for universities that exist', () => {
    const names = new Set(universities.map((u) => u.name));
    expect(Object.keys(COLLEGE_SHORT_NAMES).filter((n) => !names.has(n))).toEqual([]);
    expect(byName('北京航空航天大学').shortNames).toEqual(['北航']);
  });
});
