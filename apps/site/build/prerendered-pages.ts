// The pages whose first view is written into the HTML at build time (tools/build/prerender.ts): pages a
// visitor opens first — from a search engine, a shared link or the school's announcement — whose first view
// needs no data (the shell and the page in its loading state), and which measured faster that way
// (bench/README.md, "The first view in the HTML"). /home is not among them: its largest paint is the
// carousel's banner, which comes from the database, so the server draws it per request instead
// (src/app/first-data.ts, FIRST_VIEW_CALLS). Pages under a path parameter or behind sign-in are not either;
// they load as before.
export const PRERENDERED_PAGES: readonly string[] = ['/data/colleges', '/policy/simulate'];
