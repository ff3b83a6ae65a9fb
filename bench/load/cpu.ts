// CPU time of the processes in a capacity run, read from /proc (Linux): the app processes by pid, every
// PostgreSQL and Redis process by name, this process (the load generator) and the whole machine, so that a
// call's CPU cost can be split between the app, the database and the cache, and the resource that saturates
// can be named. PostgreSQL's backends come and go with the pools' connections, and an ended process's time
// leaves /proc with it: the meter samples every process often and keeps the last time it saw of each.
// Elsewhere than Linux every reading is 0.
import fs from 'node:fs';

/** Clock ticks per second of /proc's times: 100 on every Linux this runs on (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;
const SAMPLE_MS = 100;

function ticksOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after it are space-separated (utime, stime: 14, 15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

function pidsNamed(names: readonly string[]): number[] {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return names.includes(fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim());
      } catch {
        return false;
      }
    })
    .map(Number);
}

function machineTicks(): number {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal …: busy is all but idle and iowait.
    const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
    return (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0);
  } catch {
    return 0;
  }
}

export interface CpuReading {
  /** Seconds of CPU, user + system. */
  app: number;
  postgres: number;
  redis: number;
  /** This process: the load generator. */
  generator: number;
  /** Every process on the machine (all cores, /proc/stat): what other work took shows as the difference. */
  machine: number;
}

/** Per process, the ticks at the start and the last ticks seen. */
class ProcessGroup {
  private readonly first = new Map<number, number>();
  private readonly last = new Map<number, number>();
  private readonly pids: () => readonly number[];
  constructor(pids: () => readonly number[]) {
    this.pids = pids;
  }

  sample(starting: boolean): void {
    for (const pid of this.pids()) {
      const ticks = ticksOf(pid);
      if (ticks === null) continue;
      // A process that appears during the run counts from 0: all its time is the run's.
      if (!this.first.has(pid)) this.first.set(pid, starting ? ticks : 0);
      this.last.set(pid, ticks);
    }
  }

  seconds(): number {
    let ticks = 0;
    for (const [pid, last] of this.last) ticks += last - (this.first.get(pid) ?? 0);
    return ticks / TICKS_PER_SECOND;
  }
}

export interface CpuMeter {
  /** Stops sampling; the CPU seconds each part used since the meter started. */
  stop(): CpuReading;
}

/** Starts measuring the app processes (by pid), PostgreSQL, Redis, this process and the machine. */
export function startCpuMeter(appPids: readonly number[]): CpuMeter {
  const groups = {
    app: new ProcessGroup(() => appPids),
    postgres: new ProcessGroup(() => pidsNamed(['postgres'])),
    redis: new ProcessGroup(() => pidsNamed(['redis-server'])),
  };
  const sampleAll = (starting: boolean) => {
    for (const group of Object.values(groups)) group.sample(starting);
  };
  sampleAll(true);
  const own = process.cpuUsage();
  const machine = machineTicks();
  const timer = setInterval(() => sampleAll(false), SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(timer);
      sampleAll(false);
      const used = process.cpuUsage(own);
      return {
        app: groups.app.seconds(),
        postgres: groups.postgres.seconds(),
        redis: groups.redis.seconds(),
        generator: (used.user + used.system) / 1e6,
        machine: (machineTicks() - machine) / TICKS_PER_SECOND,
      };
    },
  };
}
