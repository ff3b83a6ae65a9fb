// `npm run bench`: the first benchmark of the read API and of the import.
//
// 1. Seeds a fresh SQLite database in a temporary folder with the full shipped and sample data.
// 2. Starts the server on it (bench/server.ts: the real app plus a bare baseline route) on 127.0.0.1.
// 3. Measures with autocannon, in one run, each endpoint — rank lookup, college search (keyword + filters),
//    college detail, admission search, and the 模拟填报 recommendation (POST, at 20 connections with its own
//    p99 target of 50 ms, as issue 6 asks) — against the baseline route answering a body of the same size, in
//    alternating rounds (the machine is shared and noisy: ratios measured side by side, medians of rounds).
// 4. Imports 200,000 admission rows through the import service (the one the back office and the CLI use;
//    ./import.ts).
// 5. Prints requests/s, p50 and p99 per endpoint with the ratio to the baseline, and writes bench/results.json.
//
// Knobs: BENCH_SECONDS (per measurement, default 4), BENCH_ROUNDS (default 2), BENCH_CONNECTIONS (default 50).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { loadUniversities } from '@zhiyuan/dataset';
import { seedDatabase } from '../apps/server/src/data/seed.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { benchImport, IMPORT_ROWS } from './import.ts';
import { startServer } from './spawn-server.ts';
import { writeFormatted } from './write-formatted.ts';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
/** One request of an endpoint's rotating mix. */
interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** Rewrites the request before each send (autocannon's hook): a fresh body every time. */
  setupRequest?: (request: BenchRequest) => BenchRequest;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: BenchRequest[];
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The default p99 target (ms); an endpoint may name its own (and its own number of connections). */
const P99_TARGET = 20;
/** The default least share of the baseline's requests/s. */
const MIN_RATIO = 0.5;
const ROOT = path.resolve(import.meta.dirname, '..');

const enc = encodeURIComponent;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const log = (line: string) => process.stdout.write(`${line}\n`);

/** The request paths of each endpoint: a rotating mix, as many users asking different things. */
function endpoints(collegeIds: number[]) {
  const rank: string[] = [];
  const years: [number, string][] = [
    [2021, '理科'],
    [2022, '文科'],
    [2023, '理科'],
    [2024, '文科'],
    [2024, '理科'],
    [2025, '物理类'],
    [2025, '历史类'],
    [2026, '物理类'],
  ];
  for (const [i, [year, category]] of years.entries()) {
    for (const score of [380 + i * 7, 455 + i * 3, 520 + i, 601 - i * 2, 668 - i]) {
      rank.push(`/api/rankTable/lookup?year=${year}&category=${enc(category)}&score=${score}`);
    }
  }
  const colleges = [
    `keyword=${enc('内大')}`,
    'keyword=nmgdx',
    `keyword=${enc('师范')}&level=${enc('本科')}&nature=${enc('公办')}`,
    `keyword=${enc('理工')}&tags=211`,
    `keyword=${enc('医科')}&province=${enc('北京')}`,
    `keyword=${enc('大学')}&province=${enc('内蒙古')}&level=${enc('本科')}`,
    `keyword=${enc('职业')}&level=${enc('专科')}&province=${enc('内蒙古')}&page=2`,
    'keyword=bjdx',
    `keyword=${enc('财经')}&tags=${enc('双一流')}`,
    `keyword=${enc('农业')}&sort=name`,
    `keyword=${enc('科技')}&level=${enc('本科')}&tags=985,211`,
    `keyword=${enc('工业')}&city=${enc('呼和浩特')}`,
  ].map((q) => `/api/college/search?${q}&pageSize=20`);
  const detail = collegeIds.map((id) => `/api/college/get?id=${id}`);
  const admissions = [
    `year=2024&category=${enc('理科')}&scoreMin=500&scoreMax=560`,
    `year=2024&category=${enc('理科')}&scoreMin=560&scoreMax=640&tags=211`,
    `year=2025&category=${enc('物理类')}&rankMin=5000&rankMax=20000`,
    `year=2025&category=${enc('历史类')}&province=${enc('内蒙古')}`,
    `year=2023&category=${enc('文科')}&batch=${enc('本科二批')}&scoreMin=420&scoreMax=480`,
    `year=2025&category=${enc('物理类')}&scope=major&keyword=${enc('计算机')}`,
    `category=${enc('物理类')}&keyword=${enc('内大')}&sort=year-desc`,
    `year=2022&category=${enc('理科')}&sort=rank-asc&page=3`,
    `year=2025&category=${enc('物理类')}&scoreMin=550&scoreMax=600&tags=${enc('双一流')}&scope=all`,
    `year=2021&category=${enc('文科')}&province=${enc('北京')}&sort=score-asc`,
  ].map((q) => `/api/admission/search?${q}&pageSize=20`);
  // 选科查询: a year's plan as 院校专业组 judged for one combination of subjects (4,951 groups for 物理类).
  const electives = [
    `category=${enc('物理类')}&electives=${enc('化学')}&electives=${enc('生物')}`,
    `category=${enc('物理类')}&electives=${enc('地理')}&electives=${enc('思想政治')}&result=denied`,
    `category=${enc('历史类')}&electives=${enc('思想政治')}&electives=${enc('地理')}&page=2`,
    `category=${enc('物理类')}&electives=${enc('化学')}&electives=${enc('地理')}&province=${enc('内蒙古')}`,
    `category=${enc('历史类')}&electives=${enc('化学')}&electives=${enc('生物')}&keyword=${enc('师范')}`,
  ].map((q) => `/api/admissionPlan/electives?${q}&pageSize=20`);
  const get = (paths: string[]): BenchRequest[] => paths.map((path) => ({ method: 'GET', path }));
  const recommendations = [
    { category: '物理类', batch: '本科批', score: 600 },
    { category: '物理类', batch: '本科批', score: 540, electives: ['化学', '生物'] },
    { category: '物理类', batch: '本科批', score: 480, tier: '保' },
    { category: '物理类', batch: '本科批', rank: 8000, preferences: { provinces: ['内蒙古', '北京'] } },
    {
      category: '物理类',
      batch: '本科批',
      score: 520,
      preferences: { tags: ['211'], excludeNatures: ['民办'] },
    },
    { category: '物理类', batch: '本科批', score: 570, preferences: { majors: ['计算机', '软件'] }, page: 2 },
    { category: '物理类', batch: '本科批', score: 650, tier: '冲', pageSize: 50 },
    { category: '历史类', batch: '本科批', score: 560, electives: ['思想政治', '地理'] },
    { category: '历史类', batch: '本科批', score: 500, preferences: { categories: ['法学', '文学'] } },
    { category: '历史类', batch: '本科批', rank: 20000, tier: '稳' },
    { category: '物理类', batch: '高职(专科)批', score: 350 },
    { category: '历史类', batch: '高职(专科)批', score: 380, preferences: { provinces: ['内蒙古'] } },
  ].map((body): BenchRequest => ({
    method: 'POST',
    path: '/api/simulate/recommend',
    body: JSON.stringify({ pageSize: 20, ...body }),
    headers: { 'content-type': 'application/json' },
  }));
  // The same call where no two requests share a rank, so none is answered from the remembered rankings:
  // the cost of the scan itself (ranks step by a prime through 60,000, both categories).
  let next = 0;
  const coldRecommendation: BenchRequest = {
    method: 'POST',
    path: '/api/simulate/recommend',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ category: '物理类', batch: '本科批', rank: 1 }),
    setupRequest: (request) => {
      next += 1;
      const rank = 1 + ((next * 7919) % 60_000);
      const category = next % 2 === 0 ? '物理类' : '历史类';
      return { ...request, body: JSON.stringify({ category, batch: '本科批', rank, pageSize: 20 }) };
    },
  };
  return [
    { name: 'rank lookup', requests: get(rank) },
    { name: 'college search', requests: get(colleges) },
    { name: 'college detail', requests: get(detail) },
    { name: 'admission search', requests: get(admissions) },
    // Judges every group of the year for the subjects asked: work per request, like recommend.
    { name: 'electives search', requests: get(electives), p99Target: 50, minRatio: 0 },
    // Issue 6: p99 under 50 ms at 20 connections on the full data.
    // Its target is the latency alone: it computes thousands of probabilities per request, so a
    // ratio to a route that computes nothing says little (the ratio is still printed and kept).
    { name: 'recommend', requests: recommendations, connections: 20, p99Target: 50, minRatio: 0 },
    {
      name: 'recommend (cold)',
      requests: [coldRecommendation],
      connections: 20,
      p99Target: 50,
      minRatio: 0,
    },
  ];
}

async function measure(base: string, requests: BenchRequest[], connections: number, duration = SECONDS) {
  const result = await autocannon({ url: base, connections, duration, requests });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${requests[0]?.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-bench-'));
  const databaseUrl = `file:${path.join(dir, 'bench.db')}`;
  log(
    `zhiyuan bench — ${os.cpus().length} CPUs, Node ${process.version}, ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s per measurement`,
  );
  try {
    const database = openDatabase(databaseUrl);
    await migrateToLatest(database);
    const seeded = await seedDatabase(database.db);
    log(
      `seeded the full data set on SQLite in ${(seeded.durationMs / 1000).toFixed(1)} s (${seeded.admissionRecords} admission rows)`,
    );
    const ids = (await database.db.selectFrom('colleges').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );
    await database.close();
    const collegeIds = ids.filter((_, i) => i % Math.floor(ids.length / 40) === 0).slice(0, 40);

    const server = await startServer(databaseUrl);
    const results: {
      endpoint: string;
      paths: number;
      connections: number;
      p99Target: number;
      minRatio: number;
      bytes: number;
      rps: number;
      p50: number;
      p99: number;
      baseline: { rps: number; p50: number; p99: number };
      ratio: number;
      status: 'OK' | 'BELOW TARGET' | 'LOADED MACHINE';
    }[] = [];
    try {
      for (const endpoint of endpoints(collegeIds)) {
        const connections = endpoint.connections ?? CONNECTIONS;
        const p99Target = endpoint.p99Target ?? P99_TARGET;
        const minRatio = endpoint.minRatio ?? MIN_RATIO;
        let bytes = 0;
        for (const r of endpoint.requests) {
          const res = await fetch(`${server.base}${r.path}`, {
            method: r.method,
            ...(r.body === undefined ? {} : { body: r.body }),
            ...(r.headers ? { headers: r.headers } : {}),
          });
          if (!res.ok) throw new Error(`${r.path}: ${res.status} ${await res.text()}`);
          bytes += (await res.arrayBuffer()).byteLength;
        }
        bytes = Math.round(bytes / endpoint.requests.length);
        const baselineRequests: BenchRequest[] = [
          { method: 'GET', path: `/api/bench/baseline?bytes=${Math.max(100, bytes)}` },
        ];
        // Warm both up (JIT, caches) before measuring.
        await measure(server.base, endpoint.requests, connections, 1);
        await measure(server.base, baselineRequests, connections, 1);
        const rounds: { e: Awaited<ReturnType<typeof measure>>; b: Awaited<ReturnType<typeof measure>> }[] =
          [];
        for (let round = 0; round < ROUNDS; round++) {
          const b = await measure(server.base, baselineRequests, connections);
          const e = await measure(server.base, endpoint.requests, connections);
          rounds.push({ e, b });
        }
        const rps = median(rounds.map((r) => r.e.rps));
        const baseline = {
          rps: median(rounds.map((r) => r.b.rps)),
          p50: median(rounds.map((r) => r.b.p50)),
          p99: median(rounds.map((r) => r.b.p99)),
        };
        const entry = {
          endpoint: endpoint.name,
          paths: endpoint.requests.length,
          connections,
          p99Target,
          minRatio,
          bytes,
          rps: Math.round(rps),
          p50: median(rounds.map((r) => r.e.p50)),
          p99: median(rounds.map((r) => r.e.p99)),
          baseline: { ...baseline, rps: Math.round(baseline.rps) },
          ratio: Number((rps / baseline.rps).toFixed(2)),
          status: 'OK' as 'OK' | 'BELOW TARGET' | 'LOADED MACHINE',
        };
        // A p99 over the target when the bare baseline's own p99 is over it too says the machine is busy
        // (other processes share its cores), not that the endpoint is slow; the ratio still holds.
        if (entry.ratio < minRatio) entry.status = 'BELOW TARGET';
        else if (entry.p99 >= p99Target)
          entry.status = baseline.p99 >= p99Target ? 'LOADED MACHINE' : 'BELOW TARGET';
        results.push(entry);
        log(
          `${entry.endpoint.padEnd(17)} ${String(entry.bytes).padStart(6)} B  ${String(connections).padStart(3)} conn  ${String(entry.rps).padStart(6)} req/s  p50 ${entry.p50} ms  p99 ${entry.p99} ms (< ${p99Target})` +
            `  | baseline ${entry.baseline.rps} req/s p99 ${entry.baseline.p99} ms  | ratio ${entry.ratio.toFixed(2)} ${entry.status}`,
        );
      }
    } finally {
      await server.stop();
    }

    log(`importing ${IMPORT_ROWS} admission rows through the import service…`);
    const imported = await benchImport(databaseUrl, log);

    const output = {
      measuredAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
      },
      settings: { connections: CONNECTIONS, secondsPerMeasurement: SECONDS, rounds: ROUNDS },
      target:
        'every endpoint ≥ 0.5 × the baseline’s requests/s and p99 < 20 ms; recommend: p99 < 50 ms at 20 connections (no ratio target)',
      seed: {
        database: 'sqlite',
        seconds: Number((seeded.durationMs / 1000).toFixed(1)),
        admissionRecords: seeded.admissionRecords,
      },
      endpoints: results,
      import: imported,
      universities: loadUniversities().length,
    };
    await writeFormatted(path.join(ROOT, 'bench/results.json'), JSON.stringify(output));
    log('wrote bench/results.json');
    if (results.some((r) => r.status === 'LOADED MACHINE')) {
      log(
        `note: the machine was busy (load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs): the bare baseline itself missed the p99 target`,
      );
    }
    if (results.some((r) => r.status === 'BELOW TARGET')) process.exitCode = 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
