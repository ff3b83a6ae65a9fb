// CPU time of the processes in a capacity run, read from /proc (Linux): the app processes by pid, and every
// PostgreSQL and Redis process by name, so that a call's CPU cost can be split between the app, the
// database and the cache, and the resource that saturates can be named. Elsewhere every reading is 0.
import fs from 'node:fs';

/** Clock ticks per second of /proc's times: 100 on every Linux this runs on (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

function ticksOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after it are space-separated (utime, stime: 14, 15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
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

function machineSeconds(): number {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal …: busy is all but idle and iowait.
    const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
    return (
      ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) /
      TICKS_PER_SECOND
    );
  } catch {
    return 0;
  }
}

/** The CPU seconds used so far by the app processes, PostgreSQL, Redis, the load generator and the machine. */
export function readCpu(appPids: readonly number[]): CpuReading {
  const sum = (pids: readonly number[]) =>
    pids.reduce((total, pid) => total + ticksOf(pid), 0) / TICKS_PER_SECOND;
  const own = process.cpuUsage();
  return {
    app: sum(appPids),
    postgres: sum(pidsNamed(['postgres'])),
    redis: sum(pidsNamed(['redis-server'])),
    generator: (own.user + own.system) / 1e6,
    machine: machineSeconds(),
  };
}

export function cpuBetween(before: CpuReading, after: CpuReading): CpuReading {
  return {
    app: after.app - before.app,
    postgres: after.postgres - before.postgres,
    redis: after.redis - before.redis,
    generator: after.generator - before.generator,
    machine: after.machine - before.machine,
  };
}
