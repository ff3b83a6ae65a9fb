// The maintainers' research backtest on real and sample data, read straight from the files (no database):
//   node --conditions=@zhiyuan/source tools/backtest/real-data-backtest.ts [--region 广东|示例|all]
//        [--gd-years 2023,2024] [--gd-dirs <dir>,…] [--out reports/real-data-backtest.json]
//        (a year is guangdong_<year>_undergraduate.csv, or the authority's 投档情况 workbooks as published)
//        [--in-sample <year>] [--cross-fold <year>:<later year>]
// Every year is predicted from the years before it only (`backtestCases` of @zhiyuan/admissions) and the
// engine, 位次法 and 线差法 are scored on the same samples; a markdown table of the figures is printed.
// The cold-start numbers fitted on the sample data (DEFAULT_RANK_MODEL, DEFAULT_BASELINES) are written by
// `npm run generate:cold-start` (cold-start.ts). The product path (import the files, then `npm run backtest`
// on the database) does the same through the CLI.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  backtestCases,
  type BacktestCase,
  type BacktestReport,
  type ForecastScore,
  type MethodScores,
  pullLearned,
  UNLEARNED_CODE_PULL,
} from '@zhiyuan/admissions';
import { loadGuangdong } from './guangdong.ts';
import { loadSample } from './sample.ts';
import { buildCases, type RegionData } from './units.ts';

const SHARED_GUANGDONG = '/work/shared/data/admission_lines_guangdong_2023_2024';

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '—' : (x * 100).toFixed(1));
const tierRate = (s: ForecastScore, tier: string) => s.tiers.find((t) => t.tier === tier)?.rate;

function row(label: string, method: string, s: ForecastScore): string {
  const cells = [
    label,
    method,
    s.brierScore?.toFixed(4) ?? '—',
    pct(s.calibrationError),
    s.auc?.toFixed(3) ?? '—',
    pct(tierRate(s, '冲')),
    pct(tierRate(s, '稳')),
    pct(tierRate(s, '保')),
    String(s.samples),
  ];
  return `| ${cells.join(' | ')} |`;
}

function rows(label: string, m: MethodScores): string[] {
  const e = m.engine.brierScore;
  const b = m.rankRatio.brierScore;
  const gain = e !== null && b ? ` (Brier ${((1 - e / b) * 100).toFixed(1)} % below 位次法)` : '';
  return [
    row(label, `engine${gain}`, m.engine),
    row(label, '位次法', m.rankRatio),
    ...(m.lineMargin ? [row(label, '线差法', m.lineMargin)] : []),
  ];
}

/** Units that filed fewer than their plan (they ran out of applicants), per year, where the data says. */
function underFilled(data: RegionData): string[] {
  const years = [...new Set(data.units.map((u) => u.year))].sort((a, b) => a - b);
  return years.flatMap((year) => {
    const known = data.units.filter((u) => u.year === year && u.filed != null && u.knownPlan != null);
    if (known.length === 0) return [];
    const under = known.filter((u) => (u.filed ?? 0) < (u.knownPlan ?? 0)).length;
    const over = known.filter((u) => (u.filed ?? 0) > (u.knownPlan ?? 0)).length;
    return [`${year}: ${under} of ${known.length} units filed fewer than planned, ${over} more`];
  });
}

function table(data: RegionData, report: BacktestReport): string {
  const out = [
    `### ${data.name}`,
    '',
    ...underFilled(data).map((line) => `${line}  `),
    '',
    '| fold | method | Brier | ECE (points) | AUC | 冲 admitted % | 稳 admitted % | 保 admitted % | samples |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const fold of report.folds) {
    if (fold.samples === 0) continue;
    const from = fold.model.source === 'data' ? `from ${fold.model.years.join(', ')}` : 'cold start';
    out.push(...rows(`${fold.year} (${from})`, fold));
    for (const s of fold.strata) out.push(...rows(`${fold.year} ${s.stratum}`, s));
  }
  out.push('', 'Fitted per fold:');
  for (const fold of report.folds.filter((f) => f.samples > 0)) {
    const m = fold.model;
    const rr = fold.rankRatio.coefficients;
    const lm = fold.lineMargin?.coefficients;
    out.push(
      `- ${fold.year}: model ${m.source} (${m.transitions} transitions), decay ${m.decay}, ` +
        `field elasticity ${m.candidateElasticity.toFixed(2)}, seat elasticity ${m.seatElasticity.toFixed(2)}, ` +
        `college pull ${Object.entries(m.collegePull)
          .map(([k, v]) => `${k} ${v.toFixed(2)}`)
          .join(' / ')}` +
        (pullLearned(m.collegePull, 'code')
          ? ', '
          : ` / code ${UNLEARNED_CODE_PULL.toFixed(2)} (even odds), `) +
        `shift spread ${m.shiftSpread.toFixed(3)}, ` +
        `tail ${((m.tail?.weight ?? 0) * 100).toFixed(1)} % at ${(m.tail?.scale ?? 1).toFixed(2)}×; ` +
        `位次法 ${rr.intercept.toFixed(2)} + ${rr.slope.toFixed(2)}·x (${rr.source})` +
        (lm ? `; 线差法 ${lm.intercept.toFixed(2)} + ${lm.slope.toFixed(3)}·x (${lm.source})` : '') +
        `; ${fold.unitYears} unit-years predicted, ${fold.skippedUnitYears} without history`,
    );
  }
  return out.join('\n');
}

/**
 * The in-sample ceiling, not a method: the model and 位次法 both fitted on the predicted year's own cases
 * (copied as a pseudo-year just before it), so the figures say what the information available before filling
 * in could give at best, with the answer known.
 */
function inSampleCeiling(cases: readonly BacktestCase[], year: number): BacktestReport {
  const own = cases.filter((c) => c.year === year);
  const copies = own.map((c) => ({ ...c, year: year - 0.5 }));
  return backtestCases([...copies, ...own], { years: [year] });
}

/**
 * A cross-fold check, not time-ordered: `year` predicted with the model and 位次法 fitted on the transitions
 * INTO `from` (a later year), moved to just before `year`. It never sees `year`'s outcomes given its past; it
 * says what a cold start would score if its prior had this region's own scale of change.
 */
function crossFold(cases: readonly BacktestCase[], year: number, from: number): BacktestReport {
  const shift = year - 0.5 - from;
  const moved = cases
    .filter((c) => c.year === from)
    .map((c) => ({
      ...c,
      year: c.year + shift,
      history: c.history.map((h) => ({ ...h, year: h.year + shift })),
    }));
  return backtestCases([...moved, ...cases.filter((c) => c.year === year)], { years: [year] });
}

const region = flag('region') ?? 'all';
const cross = flag('cross-fold')?.split(':').map(Number);
const inSample = flag('in-sample') === undefined ? undefined : Number(flag('in-sample'));
const regions: RegionData[] = [];
if (region === 'all' || region === '广东') {
  const years = (flag('gd-years') ?? '2023,2024').split(',').map(Number);
  const dirs = [SHARED_GUANGDONG, ...(flag('gd-dirs')?.split(',') ?? [])];
  regions.push(await loadGuangdong(dirs, years));
}
if (region === 'all' || region === '示例') regions.push(loadSample());
const results: Record<string, BacktestReport> = {};
for (const data of regions) {
  const cases = buildCases(data);
  const report = backtestCases(cases);
  results[data.name] = report;
  console.log(table(data, report), '\n');
  if (cross?.length === 2) {
    const [year = 0, from = 0] = cross;
    const report = crossFold(cases, year, from);
    results[`${data.name} ${year} from ${from}`] = report;
    console.log(
      table(
        { ...data, name: `${data.name}: CROSS-FOLD ${year} with the model fitted on ${from}'s changes` },
        report,
      ),
      '\n',
    );
  }
  if (inSample !== undefined) {
    const ceiling = inSampleCeiling(cases, inSample);
    results[`${data.name} in-sample ${inSample}`] = ceiling;
    console.log(
      table({ ...data, name: `${data.name}: IN-SAMPLE ceiling (fitted on ${inSample} itself)` }, ceiling),
      '\n',
    );
  }
}
const out = resolve(process.env.INIT_CWD ?? process.cwd(), flag('out') ?? 'reports/real-data-backtest.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(results, null, 2));
console.log(`已写出 ${out}`);
