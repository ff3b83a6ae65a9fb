import { describe, expect, it } from 'vitest';
import { loadUniversities } from '../universities.ts';
import {
  createCollegeMatcher,
  nameSimilarity,
  normalizeCollegeName,
  parseCollegeDecisions,
} from './college-match.ts';

const LIST = [
  { code: '4111010001', name: '北京大学' },
  { code: '4111010006', name: '北京航空航天大学' },
  { code: '4111010007', name: '北京理工大学' },
  { code: '4111011413', name: '中国矿业大学（北京）' },
  { code: '4111011414', name: '中国石油大学（北京）' },
  { code: '4121010140', name: '辽宁大学' },
  { code: '4137010422', name: '山东大学' },
  { code: '4144011847', name: '佛山大学' },
  { code: '4144010559', name: '暨南大学' },
];
const FORMER = new Map([['佛山科学技术学院', '4144011847']]);
const matcher = createCollegeMatcher(LIST, FORMER);
const match = (name: string) => {
  const m = matcher.byName(name);
  return m && [m.college.name, m.rule];
};

describe('normalizeCollegeName', () => {
  it('writes brackets of every width and kind as ( ) and drops spaces', () => {
    expect(normalizeCollegeName(' 中国矿业大学（北京） ')).toBe('中国矿业大学(北京)');
    expect(normalizeCollegeName('辽宁大学【中外合作办学】')).toBe('辽宁大学(中外合作办学)');
    expect(normalizeCollegeName('北京 大学')).toBe('北京大学');
  });
});

describe('createCollegeMatcher.byName', () => {
  it('matches a listed name whatever the width of its brackets', () => {
    expect(match('北京大学')).toEqual(['北京大学', '校名']);
    expect(match('中国矿业大学(北京)')).toEqual(['中国矿业大学（北京）', '校名']);
    expect(match('中国矿业大学（北京）')).toEqual(['中国矿业大学（北京）', '校名']);
  });

  it('drops programme and campus suffixes, half- or full-width, one after the other', () => {
    expect(match('辽宁大学(中外合作办学)')).toEqual(['辽宁大学', '去掉括号后缀']);
    expect(match('辽宁大学（中外合作办学）')).toEqual(['辽宁大学', '去掉括号后缀']);
    expect(match('北京理工大学(珠海校区)')).toEqual(['北京理工大学', '去掉括号后缀']);
    expect(match('北京理工大学（珠海校区）（中外合作办学）')).toEqual(['北京理工大学', '去掉括号后缀']);
    // A bracket that is part of the listed name stays: (北京) is not a suffix of 中国矿业大学.
    expect(match('中国矿业大学(北京)(中外合作办学)')).toEqual(['中国矿业大学（北京）', '去掉括号后缀']);
    // A suffix that lost its closing bracket.
    expect(match('辽宁大学(联合培养')).toEqual(['辽宁大学', '去掉括号后缀']);
  });

  it('matches a division or a branch campus written after the name to its school', () => {
    expect(match('北京大学医学部')).toEqual(['北京大学', '院系或分校']);
    expect(match('山东大学威海分校')).toEqual(['山东大学', '院系或分校']);
    expect(match('中国石油大学(北京)克拉玛依校区')).toEqual(['中国石油大学（北京）', '院系或分校']);
    expect(match('山东大学威海分校(中外合作办学)')).toEqual(['山东大学', '院系或分校']);
  });

  it('matches a former name, with or without suffixes', () => {
    expect(match('佛山科学技术学院')).toEqual(['佛山大学', '曾用名']);
    expect(match('佛山科学技术学院(地方专项)')).toEqual(['佛山大学', '曾用名']);
  });

  it('tolerates one stray character at either end, and nothing more', () => {
    expect(match('北京航空航天大学考')).toEqual(['北京航空航天大学', '去掉多余字符']);
    expect(match('省暨南大学')).toEqual(['暨南大学', '去掉多余字符']);
    expect(match('省暨南大学考')).toBeNull();
    expect(match('陆军军医大学')).toBeNull();
    expect(match('')).toBeNull();
  });

  it('does not take a different school that merely starts with a listed name', () => {
    expect(match('北京大学附属中学')).toBeNull();
    expect(match('山东大学滨海学院')).toBeNull();
  });

  it('matches the shipped former names against the shipped MOE list', () => {
    const shipped = createCollegeMatcher(loadUniversities().map((u) => ({ code: u.code, name: u.name })));
    expect(shipped.byName('佛山科学技术学院(中外合作办学)')?.college.name).toBe('佛山大学');
    expect(shipped.byName('华北科技学院')?.college.name).toBe('应急管理大学');
  });
});

describe('createCollegeMatcher.candidates', () => {
  it('ranks alike names first, and the school whose national code is the 招生代码 above them', () => {
    expect(matcher.candidates('北京航天大学', null)[0]?.name).toBe('北京航空航天大学');
    const byCode = matcher.candidates('某某学院', '10559');
    expect(byCode[0]).toMatchObject({ name: '暨南大学', code: '4144010559' });
    expect(matcher.candidates('北京航天大学', null).length).toBeLessThanOrEqual(3);
  });

  it('scores the same name 1 and unrelated names 0', () => {
    expect(nameSimilarity('北京大学', '北京大学')).toBe(1);
    expect(nameSimilarity('北京大学', '暨南学院')).toBe(0);
  });
});

describe('parseCollegeDecisions', () => {
  it('reads codes and skips, by 招生代码 or name, with = or a comma, one a line or separated by ;', () => {
    const { decisions, errors } = parseCollegeDecisions(
      '键,决定\n91012,跳过\n陆军工程大学（南京）=skip; 北京大学医学部 = 4111010001',
    );
    expect(errors).toEqual([]);
    expect(decisions.get('91012')).toBe('skip');
    expect(decisions.get('陆军工程大学(南京)')).toBe('skip');
    expect(decisions.get('北京大学医学部')).toEqual({ collegeCode: '4111010001' });
  });

  it('names every entry it cannot read', () => {
    const { errors } = parseCollegeDecisions('91012=12345\n只有一列');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('第 1 条');
    expect(errors[1]).toContain('第 2 条');
  });
});
