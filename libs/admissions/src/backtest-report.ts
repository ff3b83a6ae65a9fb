/**
 * The backtest report as Chinese plain text, for the CLI: the engine over every year predicted, the two
 * baselines on the same samples, the reliability table, the tiers, and one line per year predicted.
 */
import type { BacktestReport } from './backtest.ts';
import { BACKTEST_MESSAGES as M } from './messages.ts';

export function formatBacktestReport(report: BacktestReport): string {
  const { rankRatio, lineMargin } = report.baselines;
  return [
    M.title,
    M.summary(report.samples, report.unitYears, report.skippedUnitYears, report.years),
    M.brier(report.brierScore, report.baselineBrierScore),
    M.calibrationError(report.calibrationError),
    M.auc(report.auc),
    M.baseline(
      M.rankRatioName,
      rankRatio.brierScore,
      rankRatio.calibrationError,
      rankRatio.auc,
      rankRatio.tiers,
    ),
    ...(lineMargin
      ? [
          M.baseline(
            M.lineMarginName,
            lineMargin.brierScore,
            lineMargin.calibrationError,
            lineMargin.auc,
            lineMargin.tiers,
          ),
        ]
      : [M.lineMarginMissing]),
    M.calibrationHeader,
    ...report.calibration.map((b) =>
      M.calibrationRow(b.from, b.to, b.count, b.meanPredicted, b.observedRate),
    ),
    ...report.tiers.map((t) => M.tierRow(t.tier, t.count, t.rate)),
    M.safety(report.safety.count, report.safety.admitted, report.safety.rate),
    ...report.folds
      .filter((f) => f.samples > 0)
      .map((f) =>
        M.fold(
          f.year,
          f.model.source === 'data' ? f.model.years : null,
          f.engine.brierScore,
          f.rankRatio.brierScore,
          f.engine.calibrationError,
        ),
      ),
  ].join('\n');
}
