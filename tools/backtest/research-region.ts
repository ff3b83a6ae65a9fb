// The research provinces as the engine reads them: every folder of the research data set (libs/dataset
// research-regions.ts reads and checks the files; see each folder's PROVENANCE.txt), the ranks of units whose
// files give only the score taken from the year's 一分一段 table. The data set is public material fetched from
// public repositories, which is kept in the steering repository's shared/ and never committed here: it is read
// from shared/data/backtest_research beside the checkout (as CI lays it out), or from $ZHIYUAN_RESEARCH_DATA.
import path from 'node:path';
import { regionWithRanks, type RegionData } from '@zhiyuan/admissions';
import { readResearchRegions } from '@zhiyuan/dataset';

export const RESEARCH_DATA_DIR =
  process.env['ZHIYUAN_RESEARCH_DATA'] ??
  path.resolve(import.meta.dirname, '../../../shared/data/backtest_research');

export function loadResearchRegions(root: string = RESEARCH_DATA_DIR): RegionData[] {
  return readResearchRegions(root).map(regionWithRanks);
}
