// Samples PostgreSQL's pg_stat_activity for one database during a capacity run: how many connections the
// app processes hold, how many are busy at once, and how often a query waits for a lock — the database-side
// signs of saturation.
import pg from 'pg';

export interface DbActivity {
  samples: number;
  /** Most connections to the database seen at once (each process's pool holds up to its size). */
  connections: number;
  /** Most queries running at once. */
  busy: number;
  /** Samples in which at least one query waited for a lock. */
  lockWaits: number;
}

export interface ActivitySampler {
  stop(): Promise<DbActivity>;
}

/** Starts sampling every `everyMs`; `stop` ends it and returns what was seen. */
export async function sampleActivity(databaseUrl: string, everyMs = 100): Promise<ActivitySampler> {
  const database = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const seen: DbActivity = { samples: 0, connections: 0, busy: 0, lockWaits: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ connections: string; busy: string; locks: string }>(
        `SELECT count(*) AS connections,
                count(*) FILTER (WHERE state = 'active') AS busy,
                count(*) FILTER (WHERE wait_event_type = 'Lock') AS locks
           FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [database],
      );
      const row = rows[0];
      seen.samples += 1;
      seen.connections = Math.max(seen.connections, Number(row?.connections ?? 0));
      seen.busy = Math.max(seen.busy, Number(row?.busy ?? 0));
      if (Number(row?.locks ?? 0) > 0) seen.lockWaits += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      await client.end();
      return seen;
    },
  };
}
