import { describe, expect, it } from 'vitest';
import { siteConfigFixture } from '@zhiyuan/feature-testing/data-fixtures';
import { categoryTracks, trackOf } from './tracks.ts';

describe('category tracks', () => {
  it('joins the categories of each track across the reform, newest first', () => {
    expect(categoryTracks(siteConfigFixture.years)).toEqual([
      { track: '物理', categories: ['物理类', '理科'], label: '物理类 / 理科' },
      { track: '历史', categories: ['历史类', '文科'], label: '历史类 / 文科' },
    ]);
    expect(categoryTracks([])).toEqual([]);
  });

  it('finds the track of a category, in its year or any year', () => {
    expect(trackOf(siteConfigFixture.years, '理科', 2021)).toBe('物理');
    expect(trackOf(siteConfigFixture.years, '历史类')).toBe('历史');
    expect(trackOf(siteConfigFixture.years, '蒙授理科')).toBeUndefined();
  });
});
