// Keeps the kit's announcement fake (`contentHandlers`) honest: its news rows go into a real server and the
// list (by category, keyword, page) and the lookup are asked of both; the answers must agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCallName } from '@zhiyuan/contracts';
import { contentHandlers, newsFixture } from '@zhiyuan/feature-testing/content-fixtures';
import { createFakeServer } from '@zhiyuan/feature-testing/fake-server';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { askBoth } from './ask-both.ts';

const REQUESTS: [ApiCallName, string][] = [
  ['listNews', ''],
  ['listNews', 'category=qjjh'],
  ['listNews', 'keyword=强基'],
  ['listNews', 'category=gaokao&page=2&pageSize=4'],
  ['getNews', 'id=12'],
  ['getNews', 'id=999'],
];

describe('the announcement fake answers as the server does from the same rows', () => {
  let t: TestApp;
  const fake = createFakeServer(contentHandlers());

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    const now = t.clock.now();
    await t.app.db
      .insertInto('news')
      .values(
        newsFixture.map((n) => ({
          id: n.id,
          category: n.category,
          title: n.title,
          summary: n.summary,
          body: n.body,
          published_at: Date.parse(n.publishedAt),
          sample: n.sample ? 1 : 0,
          status: 'published',
          deleted_at: null,
          updated_by: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });
  afterAll(() => t.close());

  it.each(REQUESTS)('%s ?%s', async (name, query) => {
    const { faked, real } = await askBoth(t, fake, name, query);
    expect(faked).toEqual(real);
  });
});
