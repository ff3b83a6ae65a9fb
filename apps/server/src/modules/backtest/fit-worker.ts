// Runs `fitMethod` in a worker thread: fitting and backtesting take seconds of CPU on a year of a province's
// data, which must not stall the requests of everyone else. Receives the region data, posts the result.
import { parentPort } from 'node:worker_threads';
import type { RegionData } from '@zhiyuan/admissions';
import { fitMethod } from './fit.ts';

parentPort?.once('message', (data: RegionData) => {
  try {
    parentPort?.postMessage({ ok: true, fitted: fitMethod(data) });
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
