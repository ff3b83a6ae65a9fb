import { describe, expect, it } from 'vitest';
import { missingSubjects, parseSubjectRequirement, toSubject } from './subjects.ts';

describe('parseSubjectRequirement', () => {
  it('reads the dataset’s canonical forms', () => {
    expect(parseSubjectRequirement('不限')).toEqual({ kind: 'any' });
    expect(parseSubjectRequirement('物理+化学')).toEqual({ kind: 'all', subjects: ['物理', '化学'] });
    expect(parseSubjectRequirement('物理+化学+生物')).toEqual({
      kind: 'all',
      subjects: ['物理', '化学', '生物'],
    });
    expect(parseSubjectRequirement('历史')).toEqual({ kind: 'all', subjects: ['历史'] });
    expect(parseSubjectRequirement('思想政治')).toEqual({ kind: 'all', subjects: ['思想政治'] });
  });

  it('reads common hand-typed variants', () => {
    expect(parseSubjectRequirement('物理、化学')).toEqual({ kind: 'all', subjects: ['物理', '化学'] });
    expect(parseSubjectRequirement('物理＋化学')).toEqual({ kind: 'all', subjects: ['物理', '化学'] });
    expect(parseSubjectRequirement(' 政治 ')).toEqual({ kind: 'all', subjects: ['思想政治'] });
    expect(parseSubjectRequirement('')).toEqual({ kind: 'any' });
    expect(parseSubjectRequirement('不提科目要求')).toEqual({ kind: 'any' });
  });

  it('is null for something that is not a subject', () => {
    expect(parseSubjectRequirement('物理+技术')).toBeNull();
    expect(parseSubjectRequirement('+')).toBeNull();
    expect(toSubject('英语')).toBeNull();
  });
});

describe('missingSubjects', () => {
  const physicsChemistryBiology = ['物理', '化学', '生物'];

  it('lists the required subjects the candidate did not take', () => {
    expect(missingSubjects('物理+化学', physicsChemistryBiology)).toEqual([]);
    expect(missingSubjects('物理+化学', ['物理', '生物', '地理'])).toEqual(['化学']);
    expect(missingSubjects('历史', physicsChemistryBiology)).toEqual(['历史']);
    expect(missingSubjects('不限', [])).toEqual([]);
    expect(missingSubjects('思想政治', ['历史', '政治', '地理'])).toEqual([]);
    expect(missingSubjects({ kind: 'all', subjects: ['地理'] }, physicsChemistryBiology)).toEqual(['地理']);
  });

  it('is null when the requirement cannot be read', () => {
    expect(missingSubjects('美术', physicsChemistryBiology)).toBeNull();
  });
});
