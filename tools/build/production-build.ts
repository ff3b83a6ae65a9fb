// A build is a production build, whatever NODE_ENV the shell carries: Vite takes NODE_ENV from the environment
// when it is set, so `NODE_ENV=test npm start` (the server's variable, inherited by the builds it runs first)
// built React's development bundle — 222.5 KB gzip for the back office against its 170 KB budget. First in the
// plugin list, so that Vite and the React plugin see production when they resolve the config.
import type { Plugin } from 'vite';

export function productionBuild(): Plugin {
  return {
    name: 'zhiyuan:production-build',
    apply: 'build',
    enforce: 'pre',
    config() {
      process.env.NODE_ENV = 'production';
      return { define: { 'process.env.NODE_ENV': JSON.stringify('production') } };
    },
  };
}
