// jotai's `atom(…)` only makes a config object, but the bundler cannot know that a call at a module's top
// level has no side effect, so every atom of a store module came with the one the app used: the back office's
// tags view (its tabs) rode in the public site's first screen because the session's logout resets it. Naming
// `atom` a pure function lets the bundler drop the atoms nothing reads (Rollup's and Rolldown's
// `treeshake.manualPureFunctions`); an atom's key is only a debug label, so nothing depends on which were made.
import type { Plugin } from 'vite';

export function pureAtoms(): Plugin {
  return {
    name: 'zhiyuan:pure-atoms',
    apply: 'build',
    config() {
      return { build: { rolldownOptions: { treeshake: { manualPureFunctions: ['atom'] } } } };
    },
  };
}
