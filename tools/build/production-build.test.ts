// Issue 36: `NODE_ENV=test npm start` built the back office with React's development build (222.5 KB gzip
// against a 170 KB budget), because Vite takes NODE_ENV from the environment when it is set. A build of the
// back office or the site is a production build whatever NODE_ENV the shell (or the server's start) carries.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const saved = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = saved;
});

describe.each(['admin', 'site'])('the %s build', (app) => {
  it.each(['test', 'development'])('is a production build when NODE_ENV=%s', async (nodeEnv) => {
    process.env.NODE_ENV = nodeEnv;
    const config = await resolveConfig(
      { root: path.join(root, 'apps', app), configFile: path.join(root, 'apps', app, 'vite.config.ts') },
      'build',
    );
    expect(config.isProduction).toBe(true);
    expect(config.define?.['process.env.NODE_ENV']).toBe(JSON.stringify('production'));
  });
});
