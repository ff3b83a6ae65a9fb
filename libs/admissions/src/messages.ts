/**
 * Every Chinese text the admission engine produces: rank-table errors, the reasons behind a probability, the
 * tiers' labels, risk flags, the checks of a list of choices and the backtest report. One place, so wording
 * stays consistent and a reviewer can read all of it at once.
 */
import { ACCESS_KIND_INFO, type AccessKind } from '@zhiyuan/contracts';
import { formatInt, formatPercent, formatScore } from './format.ts';

/** How a choice is named in a message: 第 3 志愿（内蒙古大学 03组）, with an optional note: （…，保）. */
export function choiceLabel(position: number, name: string, note = ''): string {
  const inner = [name, note].filter((part) => part !== '').join('，');
  return inner === '' ? `第 ${position} 志愿` : `第 ${position} 志愿（${inner}）`;
}

export const RANK_TABLE_MESSAGES = {
  empty: '一分一段表没有数据',
  noCandidates: '一分一段表的考生总数为 0',
  badScore: (index: number) => `第 ${index + 1} 行的分数不是有效数字`,
  badCount: (score: number) => `分数 ${formatScore(score)} 的人数应为不小于 0 的整数`,
  badCumulative: (score: number) => `分数 ${formatScore(score)} 的累计人数应为不小于 0 的整数`,
  duplicateScore: (score: number) => `分数 ${formatScore(score)} 出现了不止一次`,
  topBelowCount: (score: number, cumulative: number, count: number) =>
    `最高分 ${formatScore(score)} 的累计人数 ${formatInt(cumulative)} 小于该分数的人数 ${formatInt(count)}`,
  notRunningSum: (score: number, previous: number, count: number, actual: number) =>
    `分数 ${formatScore(score)} 的累计人数应为上一行累计 ${formatInt(previous)} 加本行人数 ${formatInt(count)}，` +
    `即 ${formatInt(previous + count)}，实际为 ${formatInt(actual)}`,
  invalid: (issues: readonly string[]) => `一分一段表有误：${issues.join('；')}`,
  badInputScore: '分数应为有效数字',
  badInputRank: '位次应为不小于 1 的数字',
} as const;

/** How past years that are not the unit's own record are marked where the years are listed. */
const HISTORY_MARKS: Readonly<Record<string, string>> = {
  college: '参考该校整体',
  majors: '按本组专业推算',
};

/**
 * The years listed newest first, `/` between them; a run of years of the same kind of reference is marked once,
 * after its last year: 2024年 18,327 / 2023年 17,059（2023–2024年按本组专业推算）.
 */
function historyList(
  entries: readonly { year: number; minRank: number; match?: string; converted?: boolean }[],
): string {
  const marks = entries.map((e) => HISTORY_MARKS[e.match ?? '']);
  return entries
    .map((e, i) => {
      const mark = marks[i];
      // A rank converted by line difference is never listed as if official.
      const text = `${e.year}年 ${formatInt(e.minRank)}${e.converted ? '（折算）' : ''}`;
      if (!mark || marks[i + 1] === mark) return text;
      let first = i;
      while (first > 0 && marks[first - 1] === mark) first -= 1;
      return first === i ? `${text}（${mark}）` : `${text}（${e.year}–${entries[first]?.year}年${mark}）`;
    })
    .join(' / ');
}

/** How far apart the lines a reference stands for are, from the log spread: ±30%. */
const spreadPercent = (spread: number) => `±${formatPercent(Math.exp(spread) - 1)}`;

export const ESTIMATE_MESSAGES = {
  badRank: '考生位次应为不小于 1 的数字',
  noData: '该单位往年没有可用的最低位次数据，无法估计录取可能性',
  history: (entries: readonly { year: number; minRank: number; match?: string; converted?: boolean }[]) =>
    `近 ${entries.length} 年最低位次：${historyList(entries)}`,
  matchRenumbered: '专业组代码与往年不同：已按组内专业对应到往年的专业组',
  /** `learned`: the model learned code matches (their fitted spread applies, not the college's). */
  matchCode: (spread: number, learned: boolean) => {
    const college =
      spread > 0 ? `；该校同类专业组彼此相差约 ${spreadPercent(spread)}` : '；该校往年只有这一个同类专业组';
    const widened = learned || spread > 0 ? '，估计已相应放宽' : '';
    return `按专业组代码对应往年（缺少专业信息，无法核对是否为同一组${learned ? '' : college}）${widened}`;
  },
  matchMajors: (spread: number) =>
    `往年按院校录取：本组的线按组内各专业往年的最低位次推算（取其中最靠后的专业${spread > 0 ? `；各专业彼此相差约 ${spreadPercent(spread)}，估计已相应放宽` : ''}）`,
  matchCollege: (spread: number) =>
    `本组往年没有可对应的记录：参考该校往年${spread > 0 ? `同类招生单位的录取位次（彼此相差约 ${spreadPercent(spread)}）` : '的录取位次'}，估计已相应放宽`,
  predicted: (rank: number, low: number, high: number, level: number) =>
    `预测今年最低位次约 ${formatInt(rank)}（${formatPercent(level)} 区间 ${formatInt(low)}～${formatInt(high)}）`,
  candidateAhead: (rank: number, share: number) =>
    `你的位次 ${formatInt(rank)} 比预测线靠前约 ${formatPercent(share)}`,
  candidateBehind: (rank: number, share: number) =>
    `你的位次 ${formatInt(rank)} 比预测线靠后约 ${formatPercent(share)}`,
  candidateEven: (rank: number) => `你的位次 ${formatInt(rank)} 与预测线基本持平`,
  planMore: (target: number, typical: number) =>
    `今年计划 ${formatInt(target)} 人，多于往年（约 ${formatInt(typical)} 人）：名额增加，预测线相应后移`,
  planFewer: (target: number, typical: number) =>
    `今年计划 ${formatInt(target)} 人，少于往年（约 ${formatInt(typical)} 人）：名额减少，预测线相应前移`,
  planIgnored: (target: number, typical: number) =>
    `今年计划 ${formatInt(target)} 人，往年约 ${formatInt(typical)} 人：往年数据显示名额变化对最低位次影响不明显，未作调整`,
  /** `fromPrior`: the pull was learned from the research provinces' changes, not this region's own. */
  collegePull: (factor: number, pull: number, fromPrior = false) =>
    `本组往年位次${factor > 1 ? '明显靠前于' : '明显靠后于'}该校其他招生单位：${fromPrior ? '多个省份的' : ''}往年数据显示这种差距每年约收回 ${formatPercent(pull)}，预测线已相应${factor > 1 ? '后移' : '前移'}约 ${formatPercent(Math.abs(factor - 1))}`,
  collegePullAssumed: (factor: number) =>
    `本组往年位次${factor > 1 ? '明显靠前于' : '明显靠后于'}该校其他同类专业组，而同一代码今年可能已是另一组：往年数据还不足以说明这种情况有多常见，` +
    `按同一组与另一组各占一半估计，预测线已向该校其他组${factor > 1 ? '后移' : '前移'}约 ${formatPercent(Math.abs(factor - 1))}`,
  candidateScaling: (elasticity: number) =>
    `各年的考生规模不同：往年数据显示位次约随考生规模变化的 ${formatPercent(elasticity)}，已据此折算到今年`,
  alternating: (years: number, nextHot: boolean) =>
    `近 ${years} 年最低位次大小年交替明显，今年可能是${nextHot ? '大年（线更高）' : '小年（线更低）'}：` +
    '估计没有押注这一规律，请留意',
  volatile: (share: number) => `往年最低位次波动较大（约 ±${formatPercent(share)}），结果不确定性较高`,
  fewYears: (years: number) => `只有 ${years} 年数据，结果仅供参考，估计已相应放宽`,
  basisData: (years: readonly number[], transitions: number) =>
    `偏差与波动按本库 ${yearSpan(years)} 年共 ${formatInt(transitions)} 个单位的回测估计`,
  basisDefault: '本省往年数据还不足以估计线的年度波动：按多个省份历年的变化估计，结果仅供参考',
  probability: (p: number) => `估计录取可能性约 ${formatPercent(p)}`,
  capped: (low: number, high: number) =>
    `可能性限制在 ${formatPercent(low)}～${formatPercent(high)} 之间：往年数据不能保证今年的结果`,
} as const;

/** 2022、2023、2024 → 2022–2024; a single year as it is. */
export function yearSpan(years: readonly number[]): string {
  const first = years[0];
  const last = years.at(-1);
  if (first === undefined || last === undefined) return '';
  return first === last ? String(first) : `${first}–${last}`;
}

export const TIER_MESSAGES = {
  冲: { label: '冲', description: '有机会但把握不大，可作为冲刺志愿放在前面' },
  稳: { label: '稳', description: '与往年录取位次相当，录取可能性较大' },
  保: { label: '保', description: '往年录取位次明显低于你的位次，录取可能性高，但不是保证' },
  notSuggested: '录取可能性较低，不建议填报',
} as const;

export const RISK_MESSAGES = {
  private: { label: '民办', message: '民办院校，学费通常较高，请了解收费与办学条件' },
  highTuition: (tuition: number, threshold: number) => ({
    label: '学费较高',
    message: `学费约 ${formatInt(tuition)} 元/年，高于 ${formatInt(threshold)} 元/年`,
  }),
  subjectMismatch: (missing: readonly string[], requirement: string) => ({
    label: '选科不符',
    message: `选科要求为“${requirement}”，你未选考${missing.join('、')}，不能填报`,
  }),
  subjectUnknown: (requirement: string) => ({
    label: '选科要求待核实',
    message: `无法识别选科要求“${requirement}”，请以招生章程为准`,
  }),
  wideSpread: (best: number, worst: number, ratio: number) => ({
    label: '专业差异大',
    message:
      `组内专业最低位次从 ${formatInt(best)} 到 ${formatInt(worst)}（相差约 ${formatPercent(ratio - 1)}），` +
      '进组后可能被调剂到冷门专业',
  }),
  noData: { label: '无往年数据', message: '没有往年录取数据，无法估计录取可能性' },
  fewYears: (years: number) => ({
    label: '数据年份少',
    message: `只有 ${years} 年录取数据，估计的可靠性有限`,
  }),
  alternating: { label: '大小年', message: '往年录取位次大小年交替，今年的结果可能与去年相差较大' },
} as const;

const ORDER_RULE =
  '平行志愿按“分数优先，遵循志愿”投档：按志愿顺序检索，前面的志愿一旦可以投档，后面的志愿不再检索';

export const CHECK_MESSAGES = {
  empty: '志愿表还没有志愿',
  tooManyChoices: (count: number, limit: number) => `共 ${count} 个志愿，超过本批次最多 ${limit} 个的限制`,
  tooManyMajors: (choice: string, count: number, limit: number) =>
    `${choice}填了 ${count} 个专业，超过每个志愿最多 ${limit} 个的限制`,
  noMajors: (choice: string) => `${choice}没有填写专业`,
  duplicateUnit: (choices: readonly string[]) => `${choices.join('与')}是同一个招生单位，重复填报`,
  duplicateMajor: (choice: string, major: string, positions: readonly number[]) =>
    `${choice}中专业“${major}”重复填写（第 ${positions.join('、')} 个专业）`,
  adjustmentNotOffered: (choice: string) => `${choice}勾选了服从调剂，但本批次没有服从调剂选项`,
  restrictedAccess: (choice: string, kind: AccessKind) =>
    `${choice}是${ACCESS_KIND_INFO[kind].name}（${ACCESS_KIND_INFO[kind].explanation}），你没有勾选符合此计划，请确认报考资格`,
  noSafety: '志愿表中没有“保”志愿：如果前面的志愿都未录取，可能面临滑档',
  fewChoices: (count: number, max: number) =>
    `只填了 ${count} 个志愿（本批次最多可填 ${max} 个）：志愿太少，前面的都未录取时容易滑档，建议把冲、稳、保都填足`,
  allReach: '志愿表中全部是“冲”或可能性更低的志愿，滑档风险很高',
  notSuggested: (choice: string, p: number) =>
    `${choice}的录取可能性约 ${formatPercent(p)}，低于“冲”的下限，不建议占用志愿位置`,
  noEstimate: (choice: string) => `${choice}没有往年数据，无法估计录取可能性`,
  subjectMismatch: (choice: string, requirement: string, missing: readonly string[]) =>
    `${choice}选科要求为“${requirement}”，你未选考${missing.join('、')}，不能填报`,
  subjectUnknown: (choice: string, requirement: string) =>
    `${choice}的选科要求“${requirement}”无法识别，请以招生章程为准`,
  reachAfterSafety: (later: string, earlier: string) =>
    `${later}排在${earlier}之后。${ORDER_RULE}，“保”志愿可以投档时后面的志愿就用不上了，建议把它移到前面`,
  reachAfterMatch: (later: string, earlier: string) =>
    `${later}排在${earlier}之后。${ORDER_RULE}，建议按冲、稳、保的顺序排列`,
  adjustmentOffWideSpread: (choice: string) =>
    `${choice}没有服从调剂，而组内专业录取位次差异大：所填专业都录不上时会被退档，建议勾选服从调剂`,
} as const;

export const BACKTEST_MESSAGES = {
  title: '回测结果（用往年数据预测每一年，与当年实际最低位次对比）',
  summary: (samples: number, unitYears: number, skipped: number, years: readonly number[]) =>
    `预测年份：${years.join('、') || '无'}；样本 ${formatInt(samples)} 个，来自 ${formatInt(unitYears)} 个单位·年份` +
    `（另有 ${formatInt(skipped)} 个因往年数据不足未参与）`,
  brier: (score: number | null, baseline: number | null) =>
    `Brier 分数：${score === null ? '—' : score.toFixed(4)}（越小越好；只报总体录取率时为 ` +
    `${baseline === null ? '—' : baseline.toFixed(4)}）`,
  calibrationError: (error: number | null) =>
    `校准误差（10 个概率段平均预测与实际录取率之差，按样本数加权）：${error === null ? '—' : `${(error * 100).toFixed(1)} 个百分点`}`,
  auc: (auc: number | null) => `AUC（录取者得到更高概率的比例）：${auc === null ? '—' : auc.toFixed(3)}`,
  rankRatioName: '位次法',
  lineMarginName: '线差法',
  lineMarginMissing: '线差法：缺少批次线或一分一段表，未计算（导入这些年份的批次线和一分一段表后即可）',
  baseline: (
    name: string,
    brier: number | null,
    error: number | null,
    auc: number | null,
    tiers: readonly { tier: string; rate: number | null }[] = [],
  ) =>
    `同样本上的${name}：Brier ${brier === null ? '—' : brier.toFixed(4)}，校准误差 ` +
    `${error === null ? '—' : `${(error * 100).toFixed(1)} 个百分点`}，AUC ${auc === null ? '—' : auc.toFixed(3)}` +
    (tiers.length === 0
      ? ''
      : `；${tiers.map((t) => `${t.tier} 实际录取 ${t.rate === null ? '—' : formatPercent(t.rate, 1)}`).join('，')}`),
  fold: (
    year: number,
    trainedOn: readonly number[] | null,
    brier: number | null,
    rankRatio: number | null,
    error: number | null,
  ) =>
    `${year} 年（${trainedOn ? `模型按 ${yearSpan(trainedOn)} 年估计` : '无更早年份：默认参数'}）：Brier ${brier === null ? '—' : brier.toFixed(4)}` +
    `（位次法 ${rankRatio === null ? '—' : rankRatio.toFixed(4)}），校准误差 ${error === null ? '—' : `${(error * 100).toFixed(1)} 个百分点`}`,
  calibrationHeader: '概率段        样本数   平均预测   实际录取率',
  calibrationRow: (from: number, to: number, count: number, mean: number | null, rate: number | null) =>
    `${formatPercent(from).padStart(4)}–${formatPercent(to).padEnd(5)}  ${formatInt(count).padStart(9)}   ` +
    `${(mean === null ? '—' : formatPercent(mean, 1)).padStart(7)}   ${(rate === null ? '—' : formatPercent(rate, 1)).padStart(9)}`,
  tierRow: (tier: string, count: number, rate: number | null) =>
    `${tier}：${formatInt(count)} 个，实际录取 ${rate === null ? '—' : formatPercent(rate, 1)}`,
  safety: (count: number, admitted: number, rate: number | null) =>
    `“保”志愿实际录取：${formatInt(admitted)} / ${formatInt(count)}（${rate === null ? '—' : formatPercent(rate, 1)}）`,
} as const;

/** A region read from data files (`regionWithRanks`). */
export const REGION_DATA_MESSAGES = {
  badTable: (region: string, year: number, stratum: string, problem: string) =>
    `${region} ${year} 年${stratum}：${problem}`,
  noRank: (region: string, year: number, stratum: string, unit: string) =>
    `${region} ${year} 年${stratum} ${unit}：没有最低位次，也没有当年的一分一段表可换算`,
} as const;

export const PROTOCOL_MESSAGES = {
  foldColumns: [
    '省份',
    '年份',
    '用途',
    '方案',
    '本省模型拟合自',
    '引擎 Brier',
    '位次法',
    '线差法',
    '引擎对位次法',
    '校准误差（点）',
    '≥50% 段最大高估（点）',
    '冲录取 %',
    '稳录取 %',
    '保录取 %',
    '样本',
  ],
  variantColumns: ['方案', '选择折平均（对位次法）', '最差的选择折', '高估超过 3 点的折数'],
  selection: '选择',
  final: '最终（留出）',
  prior: '跨省先验',
  chosen: '（选中）',
  /** A variant: from how many own years the region's own fit is used (null: never), pooling, balancing. */
  variantName: (ownYears: number | null, poolShifts: boolean, balanced: boolean) =>
    ownYears === null
      ? `只用跨省先验${balanced ? '·各省等权' : ''}`
      : `本省${ownYears}年变化起自拟合·${poolShifts ? '年度漂移合并' : '不合并'}${balanced ? '·各省等权先验' : ''}`,
} as const;

export const CALIBRATION_MESSAGES = {
  observed: (
    from: number,
    to: number,
    rate: number,
    years: readonly number[],
    samples: number,
    regions: readonly string[] = [],
  ) =>
    `过去按此方法估计为 ${Math.round(from * 100)}–${Math.round(to * 100)}% 的志愿，实际录取 ${formatPercent(rate)}` +
    (regions.length > 0
      ? `（${regions.join('、')} ${yearSpan(years)} 年逐年滚动回测，每年只用此前的数据预测，${formatInt(samples)} 个样本）`
      : `（${yearSpan(years)} 年回测，${formatInt(samples)} 个样本）`),
  noEstimate: '没有录取可能性的估计，无从对照往年回测',
  noTable: '本库还没有可回测的往年数据，无法说明这一估计过去的准确程度',
  fewSamples: '往年回测中这一概率段的样本太少，不单独给出实际录取率',
  noHistory: '该单位往年没有可用的录取数据',
  oneYear: '该单位只有 1 年往年数据',
  /** One year of the unit's own, and years rebuilt from its majors or taken from its college beside it. */
  oneOwnYear: (rebuilt: number, college: number) =>
    `该单位只有 1 年本组的往年数据（另有 ${[
      rebuilt > 0 ? `${rebuilt} 年按组内专业推算` : '',
      college > 0 ? `${college} 年参考院校整体` : '',
    ]
      .filter((part) => part !== '')
      .join('，')}）`,
  collegeOnly: '该单位往年没有可对应的记录，只能参考院校往年整体情况',
  majorsOnly: '该单位往年按院校录取，只能按组内各专业往年的录取位次推算',
  noBacktest: '本省往年数据还不足以估计线的年度波动，按多个省份历年的变化估计',
} as const;
