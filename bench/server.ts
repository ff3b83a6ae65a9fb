// The server process of `npm run bench`: the real app on the database in DATABASE_URL (and the built site in
// BENCH_SITE_DIST, for bench:load's pages), plus the bare
// baseline route (`benchRoutes`, never registered by main.ts), listening on 127.0.0.1 on a free port. It
// prints `ready <port>` once the data is in memory and it serves.
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'PORT'));
// Pages are served (and rendered on the server) only when the bench asks for them with a built site.
const config = loadConfig({
  ...env,
  LOG_LEVEL: 'silent',
  SITE_DIST: process.env.BENCH_SITE_DIST ?? '/nonexistent',
});
const app = await buildApp(config, { benchRoutes: true });
await app.warmData();
const address = await app.listen({ port: 0, host: '127.0.0.1' });
// As main.ts does before it listens: the list pages drawn for the address the students use.
await app.warmPages(address);
process.stdout.write(`ready ${new URL(address).port}\n`);
const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
