// The site's half of the contract registry (its calls' zod schemas), loaded by create-api.ts on the first
// call: its own chunk in the built site, which the site's bundle budget (tools/build/bundle-budget.ts)
// finds by this file's name and counts as the "API layer" of every page. The back office's own calls are in
// staff-registry.ts, loaded only when one of them is made.
export { siteCalls } from '@zhiyuan/contracts/site-calls';
