/**
 * The protocol's report as a markdown table in Chinese, for the CLI and the docs: every fold of every region
 * (losses included), then each variant's figures on the selection folds; and its summary as shipped data
 * (`protocolSummary`): the figures a user is shown, and the reliability bands of every fold pooled.
 */
import { pooledBands, type CalibrationTable } from './calibration.ts';
import type { ForecastScore } from './metrics.ts';
import { PROTOCOL_MESSAGES as M } from './messages.ts';
import type { ProtocolFold, ProtocolReport } from './protocol.ts';
import type { FitSettings } from './rank-model.ts';

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '—' : (x * 100).toFixed(1));
const tier = (s: ForecastScore, name: string) => s.tiers.find((t) => t.tier === name)?.rate ?? null;
const change = (ratio: number | null) =>
  ratio === null || !Number.isFinite(ratio)
    ? '—'
    : `${ratio > 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)} %`;

/** What the protocol chose, as the product applies it: the fit's defaults and how the prior is pooled. */
export interface ProtocolChoice {
  readonly fit: Pick<FitSettings, 'minOwnYears' | 'poolShifts'>;
  readonly balancedPrior: boolean;
}

/** One fold's figures, as shipped and printed. */
export interface FoldSummary {
  readonly region: string;
  readonly year: number;
  readonly role: ProtocolFold['role'];
  readonly variant: string;
  /** Own years the region's model was fitted on (empty: the prior). */
  readonly fittedOn: readonly number[];
  readonly samples: number;
  readonly brier: number | null;
  readonly rankRatio: number | null;
  readonly lineMargin: number | null;
  readonly calibrationError: number | null;
  readonly overOptimism: number;
  readonly reach: number | null;
  readonly match: number | null;
  readonly safety: number | null;
}

export interface ProtocolSummary {
  readonly chosen: string;
  readonly folds: readonly FoldSummary[];
  /** The chosen variant's reliability bands over all its folds, selection and final. */
  readonly calibration: CalibrationTable & { readonly regions: readonly string[] };
}

export function foldSummary(f: ProtocolFold): FoldSummary {
  const r = f.report;
  return {
    region: f.region,
    year: f.year,
    role: f.role,
    variant: f.variant,
    fittedOn: r.model.source === 'data' ? [...r.model.years] : [],
    samples: r.samples,
    brier: r.engine.brierScore,
    rankRatio: r.rankRatio.brierScore,
    lineMargin: r.lineMargin?.brierScore ?? null,
    calibrationError: r.engine.calibrationError,
    overOptimism: f.overOptimism,
    reach: tier(r.engine, '冲'),
    match: tier(r.engine, '稳'),
    safety: tier(r.engine, '保'),
  };
}

/** The summary to ship: every fold's figures and the chosen variant's bands pooled over its folds. */
export function protocolSummary(report: ProtocolReport, minSamples = 200): ProtocolSummary {
  const mine = report.folds.filter((f) => f.variant === report.chosen);
  const bands = pooledBands(mine.map((f) => f.report.engine.calibration));
  return {
    chosen: report.chosen,
    folds: report.folds.map(foldSummary),
    calibration: {
      regions: [...new Set(mine.map((f) => f.region))],
      years: [...new Set(mine.map((f) => f.year))].sort((a, b) => a - b),
      samples: bands.reduce((a, b) => a + b.count, 0),
      bands,
      minSamples,
    },
  };
}

function row(f: FoldSummary): string {
  const ratio = f.brier !== null && f.rankRatio ? f.brier / f.rankRatio : null;
  return `| ${[
    f.region,
    String(f.year),
    f.role === 'final' ? M.final : M.selection,
    f.variant,
    f.fittedOn.length ? f.fittedOn.join('、') : M.prior,
    f.brier?.toFixed(4) ?? '—',
    f.rankRatio?.toFixed(4) ?? '—',
    f.lineMargin?.toFixed(4) ?? '—',
    change(ratio),
    pct(f.calibrationError),
    pct(f.overOptimism),
    pct(f.reach),
    pct(f.match),
    pct(f.safety),
    String(f.samples),
  ].join(' | ')} |`;
}

/** Every fold, then the variants' figures on the selection folds, as markdown. */
export function formatProtocolReport(report: ProtocolReport): string {
  return [
    `| ${M.foldColumns.join(' | ')} |`,
    `| ${M.foldColumns.map(() => '---').join(' | ')} |`,
    ...report.folds.map((f) => row(foldSummary(f))),
    '',
    `| ${M.variantColumns.join(' | ')} |`,
    `| ${M.variantColumns.map(() => '---').join(' | ')} |`,
    ...report.variants.map(
      (v) =>
        `| ${v.variant}${v.variant === report.chosen ? M.chosen : ''} | ${change(v.meanRatio)} | ${change(v.worstRatio)} | ${v.violations} |`,
    ),
  ].join('\n');
}
