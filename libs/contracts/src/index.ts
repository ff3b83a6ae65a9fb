/**
 * @zhiyuan/contracts — the API contract shared by the server and the browser: the response envelope, the
 * error-code catalogue, the shared validation rules with their Chinese messages, and one description per
 * API call (path, method, input and `data` schemas). Pure TypeScript on zod; no I/O.
 */
import './locale.ts';

export * from './access.ts';
export * from './call.ts';
export * from './calls.ts';
export * from './college-keyword.ts';
export * from './content/blocks.ts';
export * from './content/markdown.ts';
export * from './envelope.ts';
export * from './error-codes.ts';
export * from './fields.ts';
export * from './messages.ts';
export * from './number-rules.ts';
export * from './password-plaintext.ts';
export * from './roles.ts';
export * from './rules.ts';
export * from './schemas/access-kinds.ts';
export * from './schemas/account.ts';
export * from './schemas/admin.ts';
export * from './schemas/admin-carousel.ts';
export * from './schemas/admin-catalog.ts';
export * from './schemas/admin-score-lines.ts';
export * from './schemas/admin-content.ts';
export * from './schemas/admin-site.ts';
export * from './schemas/admin-users.ts';
export * from './schemas/admissions.ts';
export * from './schemas/audit.ts';
export * from './schemas/catalog.ts';
export * from './schemas/classes.ts';
export * from './schemas/class-files.ts';
export * from './schemas/class-lists.ts';
export * from './schemas/comment-replies.ts';
export * from './schemas/dashboard.ts';
export * from './schemas/electives.ts';
export * from './schemas/plans.ts';
export * from './schemas/content.ts';
export * from './schemas/favourites.ts';
export * from './schemas/imports.ts';
export * from './schemas/key-dates.ts';
export * from './key-date-kinds.ts';
export * from './limits.ts';
export * from './schemas/import-decisions.ts';
export * from './schemas/import-history.ts';
export * from './schemas/media.ts';
export * from './schemas/news.ts';
export * from './schemas/optional.ts';
export * from './schemas/query.ts';
export * from './schemas/simulate.ts';
export * from './schemas/site.ts';
export * from './schemas/student.ts';
export * from './schemas/volunteers.ts';
export * from './site-pages.ts';
