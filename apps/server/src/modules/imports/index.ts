// The imports module (数据导入): owns import_runs (the history, and what undoing the last import puts back). Its service checks a data file's every row and writes it in
// one transaction through the modules that own the tables; it answers the back office's kinds, templates
// and upload, and the CLI and the benchmark import through the same service.
import type { CallHandlers } from '../../http/calls.ts';
import { importHandlers, type ImportCalls } from './handlers.ts';
import { lastImportRuns, type ImportRun } from './runs.ts';
import { createImportService, type ImportService, type ImportServiceDeps } from './service.ts';

export { UNMATCHED_ISSUE_END } from './references.ts';
export type { ImportOptions, ImportPhase, ImportService } from './service.ts';
export type { ImportWriters } from './writers.ts';

export type ImportsDeps = ImportServiceDeps;

export type { ImportRun } from './runs.ts';

export interface Imports {
  handlers: Pick<CallHandlers, ImportCalls>;
  service: ImportService;
  /** The last import of each kind that wrote data, newest first (控制台). */
  lastRuns(): Promise<ImportRun[]>;
}

export function createImports(deps: ImportsDeps): Imports {
  const service = createImportService(deps);
  return {
    handlers: importHandlers(service, deps),
    service,
    lastRuns: () => lastImportRuns(deps.db),
  };
}
