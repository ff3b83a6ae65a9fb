// `fitMethod` in a worker thread, with the same module resolution as the server (the workspace's sources);
// in-process when a worker cannot start (the result is the same, only the event loop waits).
import { Worker } from 'node:worker_threads';
import type { RegionData } from '@zhiyuan/admissions';
import { fitMethod, type FittedMethod } from './fit.ts';

const SOURCE_CONDITION = '--conditions=@zhiyuan/source';

type Reply = { ok: true; fitted: FittedMethod } | { ok: false; message: string };

export function fitMethodOffThread(data: RegionData): Promise<FittedMethod> {
  let worker: Worker;
  try {
    const execArgv = process.execArgv.includes(SOURCE_CONDITION)
      ? process.execArgv
      : [...process.execArgv, SOURCE_CONDITION];
    worker = new Worker(new URL('./fit-worker.ts', import.meta.url), { execArgv });
  } catch {
    return Promise.resolve(fitMethod(data));
  }
  return new Promise<FittedMethod>((resolve, reject) => {
    let settled = false;
    worker.once('message', (reply: Reply) => {
      settled = true;
      void worker.terminate();
      if (reply.ok) resolve(reply.fitted);
      else reject(new Error(`推荐方法拟合失败：${reply.message}`));
    });
    // A worker that fails to load (no TypeScript support in this Node) falls back to the main thread.
    worker.once('error', () => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      try {
        resolve(fitMethod(data));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    worker.postMessage(data);
  });
}
