// Keeps the feature test kit's data fakes honest: the same requests go to `dataHandlers` and to the real
// server loaded with the same fixture rows, and both must answer alike (after both answers are read through
// the contract's response schema). A fake that drifts from the server's search, filters, sort, paging, counts
// or errors fails here, not in a feature test that trusted it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCallName } from '@zhiyuan/contracts';
import { createFakeServer } from '@zhiyuan/feature-testing/fake-server';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { askBoth } from './ask-both.ts';
import { seedDataFixtures } from './seed-fixtures.ts';

const REQUESTS: [ApiCallName, string][] = [
  ['searchColleges', ''],
  ['searchColleges', 'keyword=内大'],
  ['searchColleges', 'keyword=nmgdx'],
  ['searchColleges', 'keyword=大学&page=2&pageSize=3'],
  ['searchColleges', 'province=内蒙古'],
  ['searchColleges', 'city=呼和浩特'],
  ['searchColleges', 'level=专科'],
  ['searchColleges', 'nature=民办'],
  ['searchColleges', 'tags=985&tags=211'],
  ['searchColleges', 'type=理工'],
  ['searchColleges', 'sort=code'],
  ['searchColleges', 'sort=name'],
  ['getCollege', 'id=366'],
  ['getCollege', 'id=99999'],
  ['getCollegeAdmissions', 'id=366'],
  ['getCollegeAdmissions', 'id=366&category=物理类'],
  ['getCollegeAdmissions', 'id=366&batch=本科一批'],
  ['searchAdmissions', ''],
  ['searchAdmissions', 'year=2025&category=物理类'],
  ['searchAdmissions', 'scope=major&keyword=计算机'],
  ['searchAdmissions', 'scope=all&sort=year-desc&page=2&pageSize=5'],
  ['searchAdmissions', 'keyword=清华&batch=本科批'],
  ['listScoreLines', ''],
  ['listScoreLines', 'year=2025'],
  ['listScoreLines', 'year=2024&category=文科&batch=本科一批'],
  ['lookupRank', 'year=2025&category=物理类&score=600'],
  ['lookupRank', 'year=2025&category=物理类&score=700'],
  ['lookupRank', 'year=2025&category=物理类&score=100'],
  ['lookupRank', 'year=2019&category=理科&score=500'],
  ['rankByRank', 'year=2024&category=理科&rank=5000'],
  ['rankByRank', 'year=2024&category=理科&rank=9999999'],
  ['equivalentScores', 'year=2025&category=物理类&score=600'],
  ['equivalentScores', 'year=2023&category=文科&score=480'],
  ['getRankTable', 'year=2022&category=文科'],
];

/**
 * Requests on which the fake is known to answer differently today. Each is asserted to STILL differ, so the
 * list cannot go stale: fix the fake (or the server), and the test tells you to take the entry out.
 * - college admissions: the server orders a college's history newest year first, then category, batch,
 *   group, unit before majors; the fake keeps the fixture's order;
 * - admission search default order: ties in score are broken differently;
 * - an unknown year: the server refuses it as bad input (400, naming the years it has), the fake as 404.
 */
const KNOWN_DRIFT = new Set([
  'getCollegeAdmissions id=366',
  'getCollegeAdmissions id=366&batch=本科一批',
  'searchAdmissions ',
  'lookupRank year=2019&category=理科&score=500',
]);

describe('the data fakes answer as the server does from the same rows', () => {
  let t: TestApp;
  const fake = createFakeServer(dataHandlers());

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    await seedDataFixtures(t);
  });
  afterAll(() => t.close());

  it.each(REQUESTS)('%s ?%s', async (name, query) => {
    const { faked, real } = await askBoth(t, fake, name, query);
    if (KNOWN_DRIFT.has(`${name} ${query}`)) {
      // Remove the entry from KNOWN_DRIFT once this fails: the fake now answers as the server does.
      expect(faked).not.toEqual(real);
    } else {
      expect(faked).toEqual(real);
    }
  });
});
