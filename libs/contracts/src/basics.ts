/**
 * `@zhiyuan/contracts/basics` — the zod-free part of the contract: error codes, headers, client kinds, the
 * bounds of query inputs, who may make a call (the role lists), the password plaintext format, the validation
 * rules' Chinese messages (and the score and rank checks on them), 模拟填报's fixed lists, the site's default
 * texts and path filling. The browser's first load imports this entry only; the schemas (and zod) come with
 * the pages, dialogs and API calls that need them.
 */
export * from './access.ts';
export * from './call-path.ts';
export * from './college-labels.ts';
export * from './error-codes.ts';
export * from './headers.ts';
export * from './key-date-kinds.ts';
export * from './limits.ts';
export * from './links.ts';
export * from './messages.ts';
export * from './number-rules.ts';
export * from './password-plaintext.ts';
export * from './search-options.ts';
export * from './site-defaults.ts';
export * from './simulate-labels.ts';
export * from './site-pages.ts';
export * from './subjects.ts';
export type { CallData, CallDefinition, CallInput } from './call.ts';
export type { Envelope } from './envelope.ts';
export type { SiteConfig } from './schemas/site.ts';
export type { KeyDate } from './schemas/key-dates.ts';
export { SITE_ROUTES } from './calls/site-routes.generated.ts';
