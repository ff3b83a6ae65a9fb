// 批次线 in the back office (issue #34): an admin lists a year's lines — the 艺术类, 体育类 and 对口招生 lines with
// their 专业类别, 文化课 and 专业分 — and corrects one line's scores; the public 批次线 answers the correction at
// once. The rules are the contract's (0～750, Chinese messages naming the field); a 专业分 on a 物理/历史 line is
// refused; each correction is in the audit log. Who may call it is the authorization matrix's (admins only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminScoreLine, ScoreLineItem, SiteConfig } from '@zhiyuan/contracts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { csvText, uploadFile, utf8 } from './support/files.ts';
import type { Page } from './support/query.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PAGE = 'https://www.nm.zsks.cn/zxyw/202606/t20260624_46442.html';

describe.each(DATABASE_KINDS)('批次线 in the back office on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
    admin = await t.signUp('18900000031', { roles: ['admin'] });
    const file = csvText([
      ['year', 'category', 'track', 'section', 'culture_score', 'professional_score', 'source_url'],
      [2026, '普通类', '物理类', '本科', 363, '', PAGE],
      [2026, '美术与设计类', '艺术类', '本科', 273, 196, PAGE],
      [2026, '计算机类', '对口招生', '本科', 476, '', PAGE],
    ]);
    const run = await uploadFile(
      t,
      '/api/import/upload?kind=score-lines',
      { name: 'control_lines.csv', bytes: utf8(file) },
      admin,
    );
    expectSuccess(run);
  });
  afterAll(() => t.close());

  const list = async () =>
    expectSuccess(
      await t.call<AdminScoreLine[]>({ url: '/api/admin/scoreLine/list?year=2026', token: admin }),
    );
  const find = (lines: readonly AdminScoreLine[], category: string, batch: string) => {
    const found = lines.find((l) => l.category === category && l.batch === batch);
    if (!found) throw new Error(`no ${category} ${batch}`);
    return found;
  };
  const update = (body: Record<string, unknown>) =>
    t.call<AdminScoreLine>({ url: '/api/admin/scoreLine/update', body, token: admin });

  it('lists a year’s lines with their ids, 专业类别, both scores and source pages', async () => {
    const lines = await list();
    expect(find(lines, '艺术类', '本科批')).toMatchObject({
      professionalCategory: '美术与设计类',
      score: 273,
      professionalScore: 196,
      sample: false,
      sourceUrl: PAGE,
    });
    expect(find(lines, '对口招生', '本科批')).toMatchObject({ score: 476, professionalScore: null });
    const physics = find(lines, '物理类', '本科批');
    expect(physics).toMatchObject({ score: 363, sourceUrl: PAGE });
    expect(physics.professionalCategory).toBeUndefined();
    expect(lines.every((l) => l.year === 2026)).toBe(true);
  });

  it('leaves the rank tracks alone: 艺术类 is no category of the site’s years, 一分一段 or 模拟填报', async () => {
    const config = expectSuccess(await t.call<SiteConfig>({ url: '/api/site/config' }));
    for (const year of config.years) {
      expect(year.categories.map((c) => c.name)).not.toContain('艺术类');
      expect(year.categories.map((c) => c.name)).not.toContain('对口招生');
    }
    expect(config.years.find((y) => y.year === 2026)?.categories.map((c) => c.name)).toEqual([
      '物理类',
      '历史类',
    ]);
    expectFailure(await t.call({ url: '/api/rankTable/table?year=2026&category=艺术类' }), '100400', 400);
  });

  it('corrects a line’s 文化课 and 专业分, which 批次线 answers at once, and logs it', async () => {
    const art = find(await list(), '艺术类', '本科批');
    const saved = expectSuccess(await update({ id: art.id, score: 275, professionalScore: 198 }));
    expect(saved).toMatchObject({ id: art.id, score: 275, professionalScore: 198, sourceUrl: PAGE });
    const vocational = find(await list(), '对口招生', '本科批');
    expectSuccess(await update({ id: vocational.id, score: 476, professionalScore: 150 }));
    expectSuccess(await update({ id: vocational.id, score: 476, professionalScore: null }));
    const publicLines = expectSuccess(
      await t.call<Page<ScoreLineItem>>({ url: '/api/scoreLine/list?year=2026&category=艺术类' }),
    );
    expect(publicLines.items).toEqual([
      expect.objectContaining({ professionalCategory: '美术与设计类', score: 275, professionalScore: 198 }),
    ]);
    const log = await t.app.db
      .selectFrom('audit_log')
      .select(['summary'])
      .where('target_type', '=', 'score-line')
      .execute();
    expect(log.map((l) => l.summary)).toContain('修改批次线：2026年 艺术类 美术与设计类 本科批');
  });

  it('refuses bad scores with the field named in Chinese, and a 专业分 on a 物理类 line', async () => {
    const art = find(await list(), '艺术类', '本科批');
    expectFailure(
      await update({ id: art.id, score: 800, professionalScore: 196 }),
      '100400',
      400,
      /分数应为0到750/,
    );
    expectFailure(
      await update({ id: art.id, score: 273, professionalScore: -1 }),
      '100400',
      400,
      /专业课分数应为0到750/,
    );
    const physics = find(await list(), '物理类', '本科批');
    const refused = await update({ id: physics.id, score: 363, professionalScore: 100 });
    expectFailure(refused, '100400', 400, /不能填专业课分数/);
    expect(find(await list(), '物理类', '本科批').score).toBe(363);
    expectFailure(
      await update({ id: 999999, score: 300, professionalScore: null }),
      '100404',
      404,
      /批次线不存在/,
    );
  });
});
