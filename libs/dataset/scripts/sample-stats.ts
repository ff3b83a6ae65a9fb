/**
 * Prints how long the full sample set takes to generate and how many rows it has:
 * `node --conditions=@zhiyuan/source libs/dataset/scripts/sample-stats.ts [seed]` from the repository root.
 */
import { generateSampleData } from '../src/sample/generate.ts';
import { loadMajors } from '../src/majors.ts';
import { loadUniversities } from '../src/universities.ts';
import { loadGuangdongRankTables } from '../src/rank-sources.ts';

const seed = process.argv[2] ?? 20260601;
const loadStart = performance.now();
loadUniversities();
loadMajors(2025);
loadMajors(2026);
loadGuangdongRankTables();
const loaded = performance.now();
const data = generateSampleData({ seed });
const done = performance.now();
const byYear = new Map<string, number>();
for (const r of data.admissionRecords)
  byYear.set(`${r.year} ${r.scope}`, (byYear.get(`${r.year} ${r.scope}`) ?? 0) + 1);
const colleges = new Set(data.admissionRecords.map((r) => r.collegeCode));
process.stdout.write(
  [
    `seed ${seed}`,
    `loading the shipped data: ${Math.round(loaded - loadStart)} ms`,
    `generating the sample: ${Math.round(done - loaded)} ms`,
    `candidates: ${data.candidates.map((c) => `${c.year} ${c.category} ${c.candidates}`).join(', ')}`,
    `rank-table rows: ${data.rankTables.length}`,
    `score lines: ${data.scoreLines.length}`,
    `admission records: ${data.admissionRecords.length} from ${colleges.size} universities`,
    ...[...byYear].map(([k, v]) => `  ${k}: ${v}`),
    `plan rows: ${data.plans.length}`,
    `score lines: ${data.scoreLines.map((l) => `${l.year}${l.category}${l.batch}=${l.score}`).join(' ')}`,
    '',
  ].join('\n'),
);
