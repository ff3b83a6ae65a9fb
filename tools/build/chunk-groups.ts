// How an app's JavaScript is cut into files (the site's and the back office's Vite configs use it). Left to
// itself the bundler makes one file per set of pages that share a module, so /home fetched 53 files and 模拟填报
// 70, most under 2 KB. A phone on a slow network pays a round trip for each (six at a time over HTTP/1.1):
// Lighthouse put the largest paint about 1.3 s later than with the same code in a few files. Five groups
// gather what nearly every page needs anyway:
// - `boot`: the entry and everything it imports statically (the first screen), one file;
// - `basics`: the zod-free part of the contract (`@zhiyuan/contracts/basics`: error codes, labels, messages,
//   limits) that the first screen does not already hold. Without it these modules went with the registry that
//   imports them too, so a page reading one constant statically loaded zod and set up every schema;
// - `api`: the app's half (or halves) of the contract registry, zod, and ky with the HTTP client's work
//   (libs/domain's http-transport.ts, which the client loads with the first request), loaded with the first
//   API call — for the site, not the back office's own calls, which stay in their lazy chunk (libs/domain's
//   staff-registry.ts);
// - `ui`: the design system, its Radix parts and the icons, loaded with the first page;
// - `overlays`: dialogs, toasts, selects and popovers with what positions and traps them (Radix, floating-ui),
//   loaded by the first page or dialog that shows one.
// Each page's own code stays in its lazy chunk. tools/build/bundle-budget.ts measures the result.
import fs from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';

const REPO = path.resolve(import.meta.dirname, '../..');

/** The contract registry's halves: the site's calls, and the back office's own. */
export const SITE_CALLS_ENTRY = path.join(REPO, 'libs/contracts/src/calls/site-calls.ts');
export const STAFF_CALLS_ENTRY = path.join(REPO, 'libs/contracts/src/calls/staff-calls.ts');

/** The contract's zod-free entry. */
export const BASICS_ENTRY = path.join(REPO, 'libs/contracts/src/basics.ts');

/** Every module a TypeScript file reaches through relative imports (`import … from './x.ts'`). */
export function relativeImportClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), match[1] as string);
      if (fs.existsSync(target)) visit(target);
    }
  };
  visit(entry);
  return seen;
}

/** Whether a module reaches zod, directly or through its relative imports (type-only ones count: cautious). */
export function reachesZod(file: string): boolean {
  return [...relativeImportClosure(file)].some((module) =>
    /(?:from|import)\s+'zod(?:\/[^']*)?'/.test(fs.readFileSync(module, 'utf8')),
  );
}

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const KY = /[\\/]node_modules[\\/]ky[\\/]/;
/** The HTTP client's work on ky (libs/domain), loaded with the first request. */
const TRANSPORT = /[\\/]libs[\\/]domain[\\/]src[\\/]http[\\/]http-transport\.ts$/;
/** Layers over the page (dialogs, toasts, selects, popovers) and what positions and traps them. */
const OVERLAYS =
  /[\\/]libs[\\/]ui[\\/]src[\\/](dialog|toast|select|popover|hover-card)[\\/]|[\\/]node_modules[\\/](@radix-ui[\\/]react-(dialog|toast|select|popover|hover-card|popper|dismissable-layer|focus-scope|focus-guards|portal|collection)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib)[\\/]/;
const UI =
  /[\\/]libs[\\/]ui[\\/]src[\\/]|[\\/]node_modules[\\/](@radix-ui|lucide-react|class-variance-authority|clsx)[\\/]/;

/** The groups, `api` holding the modules the given registry entries reach (the site: its half only). */
export function chunkGroups(
  registryEntries: readonly string[] = [SITE_CALLS_ENTRY],
): Rolldown.CodeSplittingGroup[] {
  const calls = new Set(registryEntries.flatMap((entry) => [...relativeImportClosure(entry)]));
  const basics = new Set([...relativeImportClosure(BASICS_ENTRY)].filter((file) => !reachesZod(file)));
  return [
    { name: 'boot', tags: ['$initial'], priority: 30 },
    { name: 'basics', test: (id) => basics.has(id), priority: 25 },
    {
      name: 'api',
      test: (id) => calls.has(id) || ZOD.test(id) || KY.test(id) || TRANSPORT.test(id),
      priority: 20,
    },
    // `ui` first: the parts both share (Radix's context, presence, collection …) go with the first page.
    { name: 'ui', test: (id) => UI.test(id) && !OVERLAYS.test(id), priority: 15 },
    { name: 'overlays', test: OVERLAYS, priority: 10 },
  ];
}
