// The contract registry (every call's zod schemas), loaded by create-api.ts on the first call: its own
// chunk in the built site, which the site's bundle budget (apps/site/build/bundle-budget.ts) finds by this
// file's name and counts as the "API layer" of every page.
export { apiCalls } from '@zhiyuan/contracts';
