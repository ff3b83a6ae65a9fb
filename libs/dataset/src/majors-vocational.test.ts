import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatasetFileError, DEFAULT_DATA_DIR } from './data-files.ts';
import { loadMajors } from './majors.ts';
import { loadVocationalMajors, VOCATIONAL_MAJORS_FILE, vocationalMajorTree } from './majors-vocational.ts';
import { majorSchema } from './schemas.ts';

const majors = loadVocationalMajors();

describe('loadVocationalMajors', () => {
  it('has the 811 majors of the July 2026 catalog, each a valid 专科 Major with a unique 6-digit code', () => {
    expect(majors).toHaveLength(811);
    expect(new Set(majors.map((m) => m.code)).size).toBe(811);
    for (const m of majors) {
      expect(majorSchema.parse(m)).toEqual(m);
      expect(m).toMatchObject({ level: '专科', catalogYear: 2026, degree: '', years: 3, previousCode: null });
      expect(m.code).toMatch(/^(4[1-9]|5\d)\d{4}$/);
      expect(m.code.startsWith(m.subcategoryCode) && m.subcategoryCode.startsWith(m.categoryCode)).toBe(true);
    }
  });

  it('counts majors per 专业大类 as the catalog does', () => {
    const perCategory = new Map<string, number>();
    for (const m of majors)
      perCategory.set(
        `${m.categoryCode} ${m.category}`,
        (perCategory.get(`${m.categoryCode} ${m.category}`) ?? 0) + 1,
      );
    expect(Object.fromEntries(perCategory)).toEqual({
      '41 农林牧渔大类': 55,
      '42 资源环境与安全大类': 64,
      '43 能源动力与材料大类': 53,
      '44 土木建筑大类': 37,
      '45 水利大类': 16,
      '46 装备制造大类': 79,
      '47 生物与化工大类': 21,
      '48 轻工纺织大类': 29,
      '49 食品药品与粮食大类': 27,
      '50 交通运输大类': 66,
      '51 电子与信息大类': 48,
      '52 医药卫生大类': 49,
      '53 财经商贸大类': 50,
      '54 旅游大类': 19,
      '55 文化艺术大类': 67,
      '56 新闻传播大类': 23,
      '57 教育与体育大类': 50,
      '58 公安与司法大类': 29,
      '59 公共管理与服务大类': 29,
    });
  });

  it('keeps K (国家控制布点) as a flag: 49 majors in medicine, education and police/justice', () => {
    const controlled = majors.filter((m) => m.flags.includes('K'));
    expect(controlled).toHaveLength(49);
    expect(new Set(controlled.map((m) => m.categoryCode))).toEqual(new Set(['52', '57', '58']));
    expect(majors.every((m) => m.flags.every((f) => f === 'K'))).toBe(true);
    expect(majors.find((m) => m.name === '临床医学')).toMatchObject({ code: '520101', flags: ['K'] });
    expect(majors.find((m) => m.name === '学前教育')).toMatchObject({ code: '570102', flags: ['K'] });
  });

  it('has the hand-checked majors at their codes', () => {
    const byCode = new Map(majors.map((m) => [m.code, m]));
    const checked: [string, string, string][] = [
      ['410101', '种子生产与经营', '农业类'],
      ['410303', '畜牧兽医', '畜牧业类'],
      ['460301', '机电一体化技术', '自动化类'],
      ['500211', '汽车检测与维修技术', '道路运输类'],
      ['510201', '计算机应用技术', '计算机类'],
      ['510203', '软件技术', '计算机类'],
      ['520201', '护理', '护理类'],
      ['520404', '蒙医学', '中医药类'],
      ['530302', '大数据与会计', '财务会计类'],
      ['570208', '应用外语', '语言类'],
      ['590401', '现代文秘', '文秘类'],
    ];
    for (const [code, name, subcategory] of checked) {
      expect(byCode.get(code), code).toMatchObject({ name, subcategory });
    }
  });

  it('notes the 9 majors added in July 2026, recruited from 2027', () => {
    const added = majors.filter((m) => m.note !== '');
    expect(added.map((m) => m.name).sort()).toEqual(
      [
        '储能材料装备智能运维技术',
        '海洋智能机器人应用技术',
        '高原铁路智能建造与运维',
        '智能体通信技术',
        '车联网通信技术',
        '旅居康养运营与管理',
        '剧装戏具设计与制作',
        '婴幼儿家庭养育与指导',
        '老年教育服务与管理',
      ].sort(),
    );
    expect(added.every((m) => m.note === '2026年增补专业，自2027年起招生')).toBe(true);
  });

  it('shares no code with the undergraduate catalogs', () => {
    const undergraduate = new Set([...loadMajors(2025), ...loadMajors(2026)].map((m) => m.code));
    expect(majors.filter((m) => undergraduate.has(m.code))).toEqual([]);
  });
});

describe('vocationalMajorTree', () => {
  it('groups 19 专业大类 (41–59) → 97 专业类 → 811 majors in catalog order', () => {
    const tree = vocationalMajorTree();
    expect(tree.map((c) => c.code)).toEqual(Array.from({ length: 19 }, (_, i) => String(41 + i)));
    expect(tree.flatMap((c) => c.subcategories)).toHaveLength(97);
    expect(tree.flatMap((c) => c.subcategories.flatMap((s) => s.majors))).toEqual(majors);
    const electronics = tree.find((c) => c.code === '51');
    expect(electronics?.name).toBe('电子与信息大类');
    expect(electronics?.subcategories.map((s) => s.name)).toEqual([
      '电子信息类',
      '计算机类',
      '通信类',
      '集成电路类',
    ]);
  });
});

describe('a corrupt vocational catalog fails loudly, naming the file and line', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dataset-vocational-'));
    cpSync(DEFAULT_DATA_DIR, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function failureAfter(line: number, edit: (text: string) => string): DatasetFileError {
    const path = join(dir, VOCATIONAL_MAJORS_FILE);
    const lines = readFileSync(path, 'utf8').split('\n');
    lines[line - 1] = edit(lines[line - 1] ?? '');
    writeFileSync(path, lines.join('\n'));
    try {
      loadVocationalMajors(dir);
    } catch (error) {
      if (error instanceof DatasetFileError) return error;
      throw error;
    }
    throw new Error('the loader did not fail');
  }

  it('a code outside its 专业类', () => {
    const error = failureAfter(3, (l) => l.replace('410102', '410202'));
    expect(error.message).toBe(
      `数据文件 ${VOCATIONAL_MAJORS_FILE} 第 3 行：专业代码与专业类代码、专业大类代码不对应`,
    );
  });

  it('a K flag that disagrees with its column', () => {
    expect(failureAfter(2, (l) => l.replace(',0,', ',1,')).message).toContain(
      '第 2 行：专业代码的 K 标记与国控K 列不一致',
    );
  });

  it('a code repeated or out of catalog order', () => {
    expect(failureAfter(3, (l) => l.replace('410102', '410101')).message).toContain(
      '第 3 行：专业代码 410101 未按目录顺序排在 410101 之后',
    );
  });

  it('a 专业类 renamed on one line', () => {
    expect(failureAfter(3, (l) => l.replace('农业类', '农学类')).message).toContain(
      '第 3 行：代码 4101 的名称“农学类”与前文“农业类”不一致',
    );
  });

  it('a bad 大类 code', () => {
    expect(failureAfter(2, (l) => l.replace(/^\uFEFF?41,/, '40,')).line).toBe(2);
  });
});
