// The fake server's 院校库 and 专业库 for this feature's tests and stories.
import type { AdminCollegeDetail, AdminMajor } from '@zhiyuan/contracts';
import type { FakeHandlers } from '@zhiyuan/feature-testing';

export const LOGO_URL = `/media/${'f'.repeat(64)}.png`;

export function collegeDetail(overrides: Partial<AdminCollegeDetail> = {}): AdminCollegeDetail {
  return {
    id: 7,
    code: '4115010126',
    name: '内蒙古大学',
    province: '内蒙古',
    city: '呼和浩特',
    level: '本科',
    nature: '公办',
    tags: ['211', '双一流'],
    type: '综合',
    typeSource: 'derived',
    logo: null,
    website: null,
    hasIntro: false,
    hasCharter: false,
    department: '内蒙古自治区',
    intro: null,
    charter: null,
    derivedType: { type: '综合', rule: '校名含“大学”且无专门类别' },
    ...overrides,
  };
}

export const majorFixture: AdminMajor = {
  code: '080901',
  name: '计算机科学与技术',
  category: '工学',
  subcategory: '计算机类',
  level: '本科',
  degree: '工学',
  years: 4,
  flags: [],
  catalogYear: 2024,
  intro: null,
  editions: [2020, 2024],
};

export function catalogHandlers(): FakeHandlers {
  let college = collegeDetail();
  let major = majorFixture;
  return {
    listCatalogColleges: () => {
      const { department: _d, intro: _i, charter: _c, derivedType: _t, ...item } = college;
      return { items: [item], total: 1 };
    },
    getCatalogCollege: () => college,
    updateCollege: ({ body }) => {
      const input = body as {
        intro?: string | null;
        website?: string;
        logo?: string | null;
        type?: string | null;
      };
      college = {
        ...college,
        intro: input.intro ?? null,
        hasIntro: Boolean(input.intro),
        website: input.website || null,
        ...(input.logo !== undefined ? { logo: input.logo } : {}),
      };
      return college;
    },
    getCatalogMajor: () => major,
    updateMajor: ({ body }) => {
      major = { ...major, intro: (body as { intro: string | null }).intro };
      return major;
    },
    uploadMedia: () => ({ url: LOGO_URL, sha256: 'f'.repeat(64), contentType: 'image/png', bytes: 68 }),
  };
}
