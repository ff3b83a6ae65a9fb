// In-memory copies of data that only changes through imports and seeding (the college list, the major
// catalog, 一分一段 tables, admission records, the site config), so the read APIs answer without a query.
// Every data change bumps a version row in the same transaction; each process drops its copies when it
// writes, and notices other processes' writes (a CLI import while the server runs, another server behind
// the load balancer) by polling that row every couple of seconds.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

/** The version row's name. */
const DATA = 'data';
/**
 * The row a staff write bumps (an announcement, the carousel, a setting: content that is not in the data
 * caches), so every process's rendered pages (plugins/site-pages.ts) are looked at again.
 */
const PAGES = 'pages';
/** How often a process looks for other processes' changes. */
export const DATA_VERSION_POLL_MS = 2000;

export interface DataCache {
  /** The value of `key`, loaded once per data version; concurrent callers share one load. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The value of `key` if it is loaded (and its load succeeded). */
  peek<T>(key: string): T | undefined;
  /** Drops every copy (after this process changed the data). */
  invalidate(): void;
  /** Looks for a change by another process now; drops the copies if there was one. */
  refresh(): Promise<void>;
  /**
   * The versions last seen, of the data and of what staff write, as one stamp: it changes when either does,
   * in this process or, once polled, in another.
   */
  stamp(): string;
  /** Records a staff write for every process's pages (and changes this process's stamp at once). */
  bumpPages(now: number): Promise<void>;
  /** Starts polling (the server does; tests and the CLI do not need it). */
  watch(intervalMs?: number): void;
  close(): void;
}

/** Records a data change in the caller's transaction, for every process's caches. */
export async function bumpDataVersion(trx: Kysely<DB> | Transaction<DB>, now: number): Promise<void> {
  await bumpVersion(trx, DATA, now);
}

async function bumpVersion(trx: Kysely<DB> | Transaction<DB>, name: string, now: number): Promise<void> {
  await trx
    .insertInto('data_versions')
    .values({ name, version: 1, updated_at: now })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet((eb) => ({
        version: eb('data_versions.version', '+', 1),
        updated_at: now,
      })),
    )
    .execute();
}

/** Every version row, by name. */
async function readVersions(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('data_versions').select(['name', 'version']).execute();
  return new Map(rows.map((row) => [row.name, Number(row.version)]));
}

export function createDataCache(db: Kysely<DB>, onError?: (error: unknown) => void): DataCache {
  let values = new Map<string, Promise<unknown>>();
  const settled = new Map<string, unknown>();
  let seen: number | undefined;
  let seenPages = 0;
  /** Bumped by this process's own invalidations, so the stamp changes before the next poll. */
  let local = 0;
  let timer: NodeJS.Timeout | undefined;

  function invalidate() {
    values = new Map();
    settled.clear();
    local += 1;
  }

  async function refresh() {
    const versions = await readVersions(db);
    const version = versions.get(DATA) ?? 0;
    // Before the first look the copies may predate any version: drop them too.
    if (version !== seen) invalidate();
    seen = version;
    seenPages = versions.get(PAGES) ?? 0;
  }

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const existing = values.get(key);
      if (existing) return existing as Promise<T>;
      const generation = values;
      const promise = load().then(
        (value) => {
          if (values === generation) settled.set(key, value);
          return value;
        },
        (error: unknown) => {
          // A failed load is not kept: the next caller tries again.
          if (generation.get(key) === promise) generation.delete(key);
          throw error;
        },
      );
      values.set(key, promise);
      return promise;
    },
    peek<T>(key: string): T | undefined {
      return settled.get(key) as T | undefined;
    },
    invalidate,
    refresh,
    stamp: () => `${seen ?? 0}.${seenPages}.${local}`,
    async bumpPages(now) {
      await bumpVersion(db, PAGES, now);
      local += 1;
    },
    watch(intervalMs = DATA_VERSION_POLL_MS) {
      if (timer) return;
      void refresh().catch((error: unknown) => onError?.(error));
      timer = setInterval(() => {
        refresh().catch((error: unknown) => onError?.(error));
      }, intervalMs);
      timer.unref();
    },
    close() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
