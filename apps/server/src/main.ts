// Entry point: read the configuration, build the app (which migrates the database), seed the real and sample
// data on the first start (an empty catalog), listen, and close cleanly on SIGINT/SIGTERM so that in-flight
// requests finish and the database is released.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { catalogIsEmpty, seedDatabase } from './data/seed.ts';
import { seedOfficialData } from './data/seed-official.ts';

/** How long a shutdown may wait for in-flight requests before the process gives up on them. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`启动失败：\n${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  let app;
  try {
    app = await buildApp(config);
    if (config.seedOnStart && (await catalogIsEmpty(app.db))) {
      app.log.info('empty catalog: seeding the shipped and the sample data');
      const seeded = await seedDatabase(app.db, { region: config.region });
      // 内蒙古's official files, through the import service (they replace the samples of their tables).
      for (const { file, report } of await seedOfficialData(app.db, config.region)) {
        app.log.info(
          { file: file.name, inserted: report.inserted, removed: report.removed, errors: report.errorCount },
          `official data: ${file.label}`,
        );
      }
      app.dataCache.invalidate();
      app.log.info({ seeded }, `data seeded in ${seeded.durationMs} ms`);
    }
  } catch (err) {
    console.error(`启动失败：${err instanceof Error ? err.message : String(err)}`);
    await app?.close().catch(() => undefined);
    process.exit(1);
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  // The data in memory and the list pages drawn before the first visitor: a process takes traffic warm (a
  // balancer tries another while this one is not listening yet). A failure is logged; the requests then
  // load and draw what they need, as they always could.
  await app.warmData().catch((err: unknown) => app.log.error({ err }, 'loading the data into memory failed'));
  const warmed = await app
    .warmPages(`http://localhost:${config.port}`)
    .catch((err: unknown) => app.log.error({ err }, 'drawing the list pages ahead failed'));
  if (warmed) app.log.info(warmed, 'list pages drawn ahead');
  await app.listen({ port: config.port, host: config.host });
  // Other processes (a CLI import, other servers) change the data too; look for their changes.
  app.dataCache.watch();
}

await main();
