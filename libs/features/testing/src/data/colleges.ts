// The colleges of the data fixtures (with their aliases: short names, pinyin, initials, as the server's
// search columns), the charter and the majors of 内蒙古大学.
import {
  markdownBlocks,
  type CollegeCharter,
  type CollegeDetail,
  type CollegeItem,
  type CollegeMajor,
  type CollegeSpelling,
} from '@zhiyuan/contracts';

export interface CollegeFixture extends CollegeDetail {
  /** What the keyword search also matches: short names, pinyin and initials. */
  aliases: readonly string[];
}

const college = (
  item: Omit<CollegeItem, 'logo'> & Partial<Pick<CollegeDetail, 'department' | 'website' | 'intro'>>,
  aliases: readonly string[],
  hasCharter = false,
): CollegeFixture => ({
  logo: null,
  department: '教育部',
  website: null,
  intro: null,
  remark: '',
  hasCharter,
  ...item,
  typeSource: item.type === null ? null : 'derived',
  introBlocks: item.intro ? markdownBlocks(item.intro) : [],
  aliases,
});

const latin = /^[a-z]+$/;

/** A fixture college's aliases read as the server's columns: short names, then pinyin and initials. */
export function collegeSpelling(c: CollegeFixture): CollegeSpelling {
  const spelled = c.aliases.filter((a) => latin.test(a));
  return {
    name: c.name,
    shortNames: c.aliases.filter((a) => !latin.test(a)),
    pinyin: spelled.length > 1 ? spelled[0]! : '',
    pinyinInitials: spelled.at(-1) ?? '',
  };
}

/** The server's default order: 985, 211, 双一流, public 本科, other 本科, 专科; then by code. */
export function collegeTier(c: CollegeFixture): number {
  if (c.tags.includes('985')) return 0;
  if (c.tags.includes('211')) return 1;
  if (c.tags.includes('双一流')) return 2;
  if (c.level === '本科') return c.nature === '公办' ? 3 : 4;
  return 5;
}

export const collegesFixture: readonly CollegeFixture[] = [
  college(
    {
      id: 1,
      code: '4111010001',
      name: '北京大学',
      province: '北京',
      city: '北京市',
      level: '本科',
      nature: '公办',
      tags: ['985', '211', '双一流'],
      type: '综合',
      website: 'https://www.pku.edu.cn',
    },
    ['北大', 'beijingdaxue', 'bjdx'],
  ),
  college(
    {
      id: 3,
      code: '4111010003',
      name: '清华大学',
      province: '北京',
      city: '北京市',
      level: '本科',
      nature: '公办',
      tags: ['985', '211', '双一流'],
      type: '理工',
    },
    ['清华', 'qinghuadaxue', 'qhdx'],
  ),
  college(
    {
      id: 366,
      code: '4115010126',
      name: '内蒙古大学',
      province: '内蒙古',
      city: '呼和浩特市',
      level: '本科',
      nature: '公办',
      tags: ['211', '双一流'],
      type: '综合',
      department: '内蒙古自治区',
      website: 'https://www.imu.edu.cn',
      intro:
        '内蒙古大学始建于1957年，是新中国成立后党和国家在少数民族地区创建的第一所综合大学，1997年进入国家“211工程”重点建设大学行列。',
    },
    ['内大', 'neimenggudaxue', 'nmgdx'],
    true,
  ),
  college(
    {
      id: 367,
      code: '4115010127',
      name: '内蒙古科技大学',
      province: '内蒙古',
      city: '包头市',
      level: '本科',
      nature: '公办',
      tags: [],
      type: '理工',
      department: '内蒙古自治区',
    },
    ['内科大', 'nmgkjdx'],
  ),
  college(
    {
      id: 368,
      code: '4115010128',
      name: '内蒙古工业大学',
      province: '内蒙古',
      city: '呼和浩特市',
      level: '本科',
      nature: '公办',
      tags: [],
      type: '理工',
      department: '内蒙古自治区',
    },
    ['内工大', 'nmggydx'],
  ),
  college(
    {
      id: 371,
      code: '4115010135',
      name: '内蒙古师范大学',
      province: '内蒙古',
      city: '呼和浩特市',
      level: '本科',
      nature: '公办',
      tags: [],
      type: '师范',
      department: '内蒙古自治区',
    },
    ['内师大', 'nmgsfdx'],
  ),
  college(
    {
      id: 412,
      code: '4115012519',
      name: '内蒙古建筑职业技术学院',
      province: '内蒙古',
      city: '呼和浩特市',
      level: '专科',
      nature: '公办',
      tags: [],
      type: '理工',
      department: '内蒙古自治区',
    },
    ['内建院', 'nmgjzzyjsxy'],
  ),
  college(
    {
      id: 1688,
      code: '4133016301',
      name: '宁波诺丁汉大学',
      province: '浙江',
      city: '宁波市',
      level: '本科',
      nature: '中外合作',
      tags: [],
      type: '综合',
      department: '浙江省教育厅',
    },
    ['宁诺', 'nbndhdx'],
  ),
  college(
    {
      id: 2391,
      code: '4161012715',
      name: '西安欧亚学院',
      province: '陕西',
      city: '西安市',
      level: '本科',
      nature: '民办',
      tags: [],
      type: '财经',
      department: '陕西省教育厅',
    },
    ['欧亚', 'xaoyxy'],
  ),
];

export const toItem = ({
  aliases: _aliases,
  department: _d,
  website: _w,
  intro: _i,
  introBlocks: _b,
  remark: _r,
  hasCharter: _h,
  ...item
}: CollegeFixture): CollegeItem => item;

export const collegeCharterFixture: CollegeCharter = {
  id: 366,
  code: '4115010126',
  name: '内蒙古大学',
  charter: '# 内蒙古大学2025年本科招生章程\n\n## 第一章 总则\n\n第一条 ……',
  blocks: [
    { type: 'heading', level: 2, text: '第一章 总则' },
    {
      type: 'paragraph',
      text: '第一条 为规范学校本科招生工作，保证招生工作顺利进行，根据《中华人民共和国教育法》《中华人民共和国高等教育法》等有关规定，制定本章程。',
    },
    {
      type: 'paragraph',
      text: '第二条 学校全称为内蒙古大学，国标代码为10126，办学地点为内蒙古自治区呼和浩特市。',
    },
    { type: 'heading', level: 2, text: '第二章 录取规则' },
    {
      type: 'list',
      ordered: true,
      items: [
        '按照“分数优先、遵循志愿”的原则安排专业。',
        '进档考生专业志愿均无法满足时，服从调剂者调剂录取。',
      ],
    },
  ],
};

export const collegeMajorsFixture: CollegeMajor[] = [
  { majorCode: '010101', majorName: '哲学', category: '哲学', subcategory: '哲学类', sample: true },
  { majorCode: '020101', majorName: '经济学', category: '经济学', subcategory: '经济学类', sample: true },
  { majorCode: '050202', majorName: '俄语', category: '文学', subcategory: '外国语言文学类', sample: true },
  {
    majorCode: '080901',
    majorName: '计算机科学与技术',
    category: '工学',
    subcategory: '计算机类',
    sample: true,
  },
  { majorCode: '080902', majorName: '软件工程', category: '工学', subcategory: '计算机类', sample: true },
  { majorCode: '071001', majorName: '生物科学', category: '理学', subcategory: '生物科学类', sample: true },
];
