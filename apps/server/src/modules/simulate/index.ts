// The simulate module (模拟填报): owns no table. It prepares each batch's admission units from the admission
// records, plans, rank tables and catalog, answers `POST /api/simulate/recommend`, and gives the volunteer
// tables the prepared units and the candidate checks; the backtest reads unit histories through it.
import type { CallHandlers } from '../../http/calls.ts';
import { simulateHandlers } from './handlers.ts';
import { createSimulator, type Simulator, type SimulatorDeps } from './simulator.ts';

export type { Candidate } from './recommend.ts';
export type { CandidateInput } from './candidate.ts';
export type { PreparedBatch, PreparedUnit } from './prepared.ts';
export type { Simulator } from './simulator.ts';
export { UnitHistoryIndex, type UnitRecordRow } from './units.ts';

export interface SimulateDeps extends SimulatorDeps {
  /** 当前年份 (the site's setting): the year of a recommendation that names none. */
  currentYear(): Promise<number>;
}

export interface Simulate extends Simulator {
  handlers: Pick<CallHandlers, 'simulateRecommend'>;
}

export function createSimulate(deps: SimulateDeps): Simulate {
  const simulator = createSimulator(deps);
  return {
    ...simulator,
    handlers: simulateHandlers({
      currentYear: deps.currentYear,
      simulator,
      rankTables: deps.rankTables,
      catalog: deps.catalog,
    }),
  };
}
