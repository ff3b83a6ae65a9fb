// The capacity runs of `npm run bench:load`: clients that never pause, spread over the app processes, for a
// few seconds per kind of call and for the students' mix. Each run reports throughput, latency, the CPU
// seconds each part used (app, PostgreSQL, Redis, the load generator) and so the app's CPU time per call,
// and — on PostgreSQL — what the database saw. `saturation` names the resource that ran out.
import os from 'node:os';
import type { BenchServer } from '../spawn-server.ts';
import { startCpuMeter, type CpuReading } from './cpu.ts';
import { sampleActivity, type DbActivity } from './db-activity.ts';
import { runStudent, type CallKind } from './student.ts';
import { Tally } from './tally.ts';

export interface CapacityRun {
  /** A kind of call alone, or 'mix' (the students' rounds back to back). */
  kind: CallKind | 'mix';
  clients: number;
  seconds: number;
  calls: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  cpu: CpuReading;
  /** The app processes' CPU milliseconds per call (all processes together). */
  appCpuMsPerCall: number;
  /** PostgreSQL's CPU milliseconds per call (0 on SQLite, where the database is inside the app). */
  databaseCpuMsPerCall: number;
  /** Share of the machine's cores this run's parts used (app, PostgreSQL, Redis, load generator). */
  ownBusy: number;
  /** Share of the machine's cores in use by anything: above ownBusy when other work shared the machine. */
  machineBusy: number;
  database: DbActivity | null;
  saturation: string;
}

interface CapacityOptions {
  servers: readonly BenchServer[];
  tokens: readonly string[];
  kind: CallKind | 'mix';
  clients: number;
  seconds: number;
  /** The PostgreSQL database to watch, when there is one. */
  databaseUrl: string | null;
  /** Connections each app process's pool may hold. */
  poolSize: number;
  /** Whether the servers have the built site, so pages are part of the mix. */
  pages: boolean;
}

export async function runCapacity(options: CapacityOptions): Promise<CapacityRun> {
  const { servers, tokens, kind, clients, seconds } = options;
  const tally = new Tally();
  const sampler = options.databaseUrl ? await sampleActivity(options.databaseUrl) : null;
  const meter = startCpuMeter(servers.map((server) => server.pid));
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, (_, index) =>
      runStudent(
        {
          base: servers[index % servers.length]?.base ?? '',
          token: tokens[index % tokens.length] ?? '',
          index,
        },
        tally,
        until,
        { thinkMs: 0, pages: options.pages, ...(kind === 'mix' ? {} : { only: kind }) },
      ),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = meter.stop();
  const database = sampler ? await sampler.stop() : null;
  const all = tally.stats().find((row) => row.call === 'all calls');
  const calls = all?.count ?? 0;
  const cores = os.cpus().length;
  const ownBusy = (cpu.app + cpu.postgres + cpu.redis + cpu.generator) / (elapsed * cores);
  const machineBusy = cpu.machine / (elapsed * cores);
  const perCall = (cpuSeconds: number) => (calls === 0 ? 0 : Math.round((cpuSeconds * 1e6) / calls) / 1000);
  return {
    kind,
    clients,
    seconds: Math.round(elapsed * 10) / 10,
    calls,
    errors: all?.errors ?? 0,
    perSecond: Math.round(calls / elapsed),
    p50: all?.p50 ?? 0,
    p99: all?.p99 ?? 0,
    cpu,
    appCpuMsPerCall: perCall(cpu.app),
    databaseCpuMsPerCall: perCall(cpu.postgres),
    ownBusy: Math.round(ownBusy * 100) / 100,
    machineBusy: Math.round(machineBusy * 100) / 100,
    database,
    saturation: saturationOf(cpu, elapsed, cores, machineBusy, database, servers.length, options.poolSize),
  };
}

/** The resource that ran out first: locks, the pools, each app process's one core, or the machine's cores. */
function saturationOf(
  cpu: CpuReading,
  elapsed: number,
  cores: number,
  machineBusy: number,
  database: DbActivity | null,
  processes: number,
  poolSize: number,
): string {
  if (database && database.lockWaits > database.samples / 10)
    return 'locks: queries waited for a lock in over 10 % of samples';
  if (database && database.busy >= processes * poolSize)
    return `database pools: all ${processes} × ${poolSize} connections busy`;
  // A Node process runs its JavaScript on one core.
  if (cpu.app / (elapsed * processes) >= 0.9)
    return `app: each of the ${processes} process(es) kept its one core busy`;
  if (machineBusy >= 0.85) {
    const parts = {
      app: cpu.app,
      PostgreSQL: cpu.postgres,
      Redis: cpu.redis,
      'load generator': cpu.generator,
      'other work on the machine': cpu.machine - cpu.app - cpu.postgres - cpu.redis - cpu.generator,
    };
    const [largest] = Object.entries(parts).sort((a, b) => b[1] - a[1]);
    return `CPU: all ${cores} cores busy (largest share: ${largest?.[0]} ${Math.round(((largest?.[1] ?? 0) / (elapsed * cores)) * 100)} %)`;
  }
  return 'none reached (the clients wait on the network loop)';
}
