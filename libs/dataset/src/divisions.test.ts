import { describe, expect, it } from 'vitest';
import { loadDivisions } from './divisions.ts';
import { provinceDistanceKm, shortProvinceName } from './provinces.ts';

describe('loadDivisions', () => {
  it('has 31 provinces, 342 cities and 2,978 counties', () => {
    const { provinces, cities, counties } = loadDivisions();
    expect(provinces).toHaveLength(31);
    expect(cities).toHaveLength(342);
    expect(counties).toHaveLength(2978);
  });

  it('has Inner Mongolia with its 12 cities and leagues and 103 county-level divisions', () => {
    const { provinces, cities, counties } = loadDivisions();
    expect(provinces.find((p) => p.code === '15')).toEqual({
      code: '15',
      name: '内蒙古自治区',
      shortName: '内蒙古',
    });
    expect(cities.filter((c) => c.provinceCode === '15').map((c) => c.name)).toContain('锡林郭勒盟');
    expect(cities.filter((c) => c.provinceCode === '15')).toHaveLength(12);
    // The statistical codes also list 5 development zones beside the 103 county-level divisions.
    const inner = counties.filter((c) => c.provinceCode === '15');
    expect(inner).toHaveLength(108);
    expect(inner.filter((c) => !/开发区|管理区/.test(c.name))).toHaveLength(103);
  });
});

describe('provinces', () => {
  it('shortens every province name of the divisions to a key of the capital table', () => {
    const { provinces } = loadDivisions();
    expect(
      provinces.map((p) => shortProvinceName(p.name)).filter((n) => provinceDistanceKm(n, '内蒙古') === null),
    ).toEqual([]);
    expect(shortProvinceName('新疆维吾尔自治区')).toBe('新疆');
    expect(shortProvinceName('北京')).toBe('北京');
  });

  it('measures distances between capitals', () => {
    expect(provinceDistanceKm('内蒙古', '内蒙古自治区')).toBe(0);
    const beijing = provinceDistanceKm('内蒙古', '北京') ?? 0;
    expect(beijing).toBeGreaterThan(350);
    expect(beijing).toBeLessThan(500);
    expect(provinceDistanceKm('内蒙古', '海南') ?? 0).toBeGreaterThan(2000);
    expect(provinceDistanceKm('内蒙古', '火星')).toBeNull();
  });
});
