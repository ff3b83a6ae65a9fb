// Progress of long commands (seed, import) on stderr: a bar per step on a terminal (cli-progress), one line
// per step otherwise, so logs and pipes stay readable.
import { Presets, SingleBar } from 'cli-progress';
import type { CliIo } from './io.ts';

export interface Progress {
  update(step: string, done: number, total: number): void;
  stop(): void;
}

export function createProgress(io: CliIo): Progress {
  let step: string | undefined;
  let bar: SingleBar | undefined;
  const terminal = io.stderr.isTTY === true;
  const stopBar = () => {
    bar?.stop();
    bar = undefined;
  };
  return {
    update(next, done, total) {
      if (next !== step) {
        stopBar();
        step = next;
        if (terminal) {
          bar = new SingleBar(
            {
              stream: io.stderr as NodeJS.WritableStream,
              format: `${next.padEnd(10, '　')} [{bar}] {percentage}% {value}/{total}`,
              hideCursor: true,
            },
            Presets.shades_classic,
          );
          bar.start(Math.max(1, total), 0);
        } else {
          io.stderr.write(`${next}…\n`);
        }
      }
      if (bar) {
        bar.setTotal(Math.max(1, total));
        bar.update(done);
      }
    },
    stop: stopBar,
  };
}
