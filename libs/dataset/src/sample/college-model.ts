/**
 * The stable part of the sample model for one university: whether it admits in the region at all, how
 * selective it is per track (the share of the category's candidates ranked above its lowest admitted
 * student), its 大小年 swing, its plan size, and the majors it offers there. Everything is drawn from streams
 * keyed by the seed and the university code, so it does not depend on which other universities are generated.
 */
import { provinceDistanceKm } from '../provinces.ts';
import type { RankTrack } from '../rank-sources.ts';
import type { College, Major } from '../schemas.ts';
import {
  majorHeat,
  majorOpenToTrack,
  portfolioClasses,
  vocationalMajorNames,
  vocationalOpenToHistory,
} from './portfolio.ts';
import { Rng } from './prng.ts';

/** A major a university offers in the region: a catalog major (2025 codes) or a 高职专科 name without code. */
export interface OfferedMajor {
  /** 2025 catalog code; null for 高职专科 majors. */
  code: string | null;
  name: string;
  categoryCode: string;
  subcategoryCode: string;
  heat: number;
  years: number;
}

/** What the generator decided about one university, for every year. */
export interface SampleCollegeProfile {
  code: string;
  admits: boolean;
  distanceKm: number;
  /** Base selectivity per track: share of the category's candidates above the lowest admitted one. */
  selectivity: Partial<Record<RankTrack, number>>;
  /** 大小年: log-selectivity swing (0 for no swing) and which parity of year is the hot one. */
  hotCold: { amplitude: number; hotYearParity: 0 | 1 };
  /** Multiplies every plan count (large for the region's own universities). */
  planScale: number;
  /** Majors offered per track before the yearly churn (empty: the track is not admitted). */
  offers: Record<RankTrack, OfferedMajor[]>;
  /** Yearly tuition in yuan for an ordinary major. */
  tuition: number;
}

const TOP_TWO = new Set(['北京大学', '清华大学']);
const TOP_TIER = new Set([
  '复旦大学',
  '上海交通大学',
  '浙江大学',
  '南京大学',
  '中国科学技术大学',
  '中国人民大学',
]);
/** Pull (positive) or push (negative) of a province on candidates from the region, in log-selectivity. */
const PROVINCE_PULL: Readonly<Record<string, number>> = {
  北京: 0.35,
  上海: 0.35,
  江苏: 0.2,
  浙江: 0.2,
  广东: 0.2,
  天津: 0.1,
  湖北: 0.1,
  陕西: 0.1,
  四川: 0.1,
  重庆: 0.1,
  福建: 0.1,
  山东: 0.05,
  湖南: 0.05,
  黑龙江: -0.15,
  吉林: -0.1,
  甘肃: -0.15,
  青海: -0.2,
  宁夏: -0.15,
  新疆: -0.2,
  西藏: -0.25,
  贵州: -0.1,
  广西: -0.05,
  // The region's own universities are the first choice of many local students.
  内蒙古: -0.8,
};

/** Base selectivity from tags, level, nature, kind of school and province. */
function baseSelectivity(college: College, rng: Rng): number {
  const { name, tags, level, nature } = college;
  let q: number;
  if (TOP_TWO.has(name)) q = rng.logUniform(0.00025, 0.0005);
  else if (TOP_TIER.has(name)) q = rng.logUniform(0.0008, 0.0025);
  else if (tags.includes('985')) q = rng.logUniform(0.002, 0.012);
  else if (tags.includes('211')) q = rng.logUniform(0.008, 0.04);
  else if (tags.includes('双一流')) q = rng.logUniform(0.015, 0.06);
  else if (level === '专科') q = nature === '公办' ? rng.float(0.55, 0.85) : rng.float(0.75, 0.95);
  else if (nature === '中外合作') q = rng.logUniform(0.04, 0.3);
  else if (nature === '民办') q = rng.float(0.38, 0.55);
  else if (/职业技术大学|职业大学/.test(name)) q = rng.float(0.3, 0.5);
  else if (!/省|自治区|市|兵团/.test(college.department)) q = rng.logUniform(0.03, 0.12);
  else if (/大学$/.test(name)) q = rng.logUniform(0.07, 0.32);
  else q = rng.float(0.18, 0.46);
  if (level === '本科') {
    if (/医科|医学院|医药|政法|财经|外国语|外语|电力|邮电|警察|公安|司法/.test(name)) q *= 0.7;
    if (/农业|林业|农林|矿业|地质|石油|水产|海洋|草业/.test(name)) q *= 1.3;
    if (/师范/.test(name)) q *= 0.9;
  }
  q *= Math.exp(-(PROVINCE_PULL[college.province] ?? 0));
  return Math.min(0.97, Math.max(0.0001, q));
}

const weightCache = new WeakMap<readonly Major[], Map<string, number>>();

/**
 * Weight of a major inside its 专业类, the class summing to 1: the catalog lists a class's basic majors first
 * (英语, 俄语 … before 斯瓦希里语), so weight decays with the position, and 特设 (T) and 国控 (K) majors are rarer.
 */
function majorWeights(catalog: readonly Major[]): Map<string, number> {
  let weights = weightCache.get(catalog);
  if (weights) return weights;
  weights = new Map();
  const byClass = new Map<string, Major[]>();
  for (const m of catalog) byClass.set(m.subcategoryCode, [...(byClass.get(m.subcategoryCode) ?? []), m]);
  for (const members of byClass.values()) {
    const raw = members.map(
      (m, i) => ((m.flags.includes('T') ? 0.3 : 1) * (m.flags.includes('K') ? 0.6 : 1)) / (1 + i / 2.5),
    );
    const mass = raw.reduce((a, b) => a + b, 0);
    members.forEach((m, i) => weights?.set(m.code, (raw[i] ?? 0) / mass));
  }
  weightCache.set(catalog, weights);
  return weights;
}

/** Majors of the catalog a university offers per track, drawn once (weights: its kind; basic majors first). */
function chooseOffers(
  college: College,
  catalog: readonly Major[],
  local: boolean,
  near: boolean,
  seed: number | string,
): Record<RankTrack, OfferedMajor[]> {
  const offers: Record<RankTrack, OfferedMajor[]> = { 物理: [], 历史: [] };
  const isElite = college.tags.includes('985');
  if (college.level === '专科') {
    const names = vocationalMajorNames(college.name);
    for (const track of ['物理', '历史'] as const) {
      const rng = new Rng(seed, 'offers', college.code, track);
      const pool = track === '物理' ? names : names.filter(vocationalOpenToHistory);
      const n = local ? rng.int(6, 12) : rng.int(2, 6);
      offers[track] = rng
        .weightedSample(pool, n, () => 1)
        .map((name) => ({
          code: null,
          name,
          categoryCode: '',
          subcategoryCode: '',
          heat: majorHeat(name),
          years: 3,
        }));
    }
    return offers;
  }
  const classes = portfolioClasses(college.name);
  for (const track of ['物理', '历史'] as const) {
    const rng = new Rng(seed, 'offers', college.code, track);
    const pool = catalog.filter((m) => classes.has(m.subcategoryCode) && majorOpenToTrack(m, track));
    let n: number;
    if (track === '物理')
      n = local ? rng.int(25, 45) : isElite ? rng.int(8, 20) : rng.int(3, 14) + (near ? 4 : 0);
    else n = local ? rng.int(12, 28) : rng.int(2, 8);
    const weight = (m: Major) =>
      (classes.get(m.subcategoryCode) ?? 0) * (majorWeights(catalog).get(m.code) ?? 0);
    offers[track] = rng.weightedSample(pool, n, weight).map((m) => ({
      code: m.code,
      name: m.name,
      categoryCode: m.categoryCode,
      subcategoryCode: m.subcategoryCode,
      heat: majorHeat(m.name),
      years: m.years,
    }));
  }
  return offers;
}

/**
 * The profile of one university for the sample of `region` (its short province name). `catalog` is the
 * edition whose codes the offers use (2025).
 */
export function sampleCollegeProfile(
  college: College,
  catalog: readonly Major[],
  region: string,
  seed: number | string,
): SampleCollegeProfile {
  const rng = new Rng(seed, 'college', college.code);
  const local = college.province === region;
  const distanceKm = local ? 0 : (provinceDistanceKm(college.province, region) ?? 2000);
  const near = distanceKm < 700;
  let admits = true;
  if (college.level === '专科' && !local) admits = rng.chance(near ? 0.4 : distanceKm < 1200 ? 0.15 : 0.05);
  const q = baseSelectivity(college, rng);
  const hotCold = {
    amplitude: rng.chance(0.9) ? 0 : rng.float(0.05, 0.15),
    hotYearParity: rng.int(0, 1) as 0 | 1,
  };
  const planScale = local ? 12 : near ? 2 : distanceKm < 1500 ? 1.2 : 0.8;
  const offers = chooseOffers(college, catalog, local, near, seed);
  // Some universities far away take no 历史 candidates in the region.
  if (!local && !rng.chance(0.8)) offers.历史 = [];
  const selectivity: Partial<Record<RankTrack, number>> = {};
  if (offers.物理.length > 0) selectivity.物理 = q;
  if (offers.历史.length > 0) selectivity.历史 = Math.min(0.97, q * Math.exp(0.15 * rng.normal()));
  let tuition: number;
  if (college.nature === '中外合作') tuition = rng.int(380, 980) * 100;
  else if (college.nature === '民办')
    tuition = college.level === '本科' ? rng.int(160, 380) * 100 : rng.int(100, 180) * 100;
  else tuition = college.level === '本科' ? rng.int(40, 60) * 100 : rng.int(35, 60) * 100;
  return { code: college.code, admits, distanceKm, selectivity, hotCold, planScale, offers, tuition };
}
