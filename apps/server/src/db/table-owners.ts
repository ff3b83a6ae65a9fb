// Who owns each table: only the owner's files read or write it, and everything else goes through the owner's
// index.ts (test/table-owners.test.ts holds the code to this list). Typed over the schema, so a new table
// without an owner does not compile.
import type { DB } from './schema.ts';

/**
 * The one owner of each table: a module under src/modules/, `data` for the data version row that
 * src/data/cache.ts keeps (every owner bumps it through `bumpDataVersion` in its own transaction), or `db`
 * for the lock rows src/db/write-locks.ts takes for any owner inside its own transaction.
 * Migrations (src/db/migrations/) create the tables and are left as shipped.
 */
export const TABLE_OWNERS: { readonly [T in keyof DB]: string } = {
  users: 'users',
  sessions: 'auth',
  server_keys: 'auth',
  captchas: 'auth',
  login_guards: 'auth',
  sms_codes: 'sms',
  sms_outbox: 'sms',
  rate_counters: 'sms',
  high_schools: 'high-schools',
  student_info: 'students',
  exam_results: 'students',
  favourites: 'favourites',
  carousel_items: 'carousel',
  colleges: 'catalog',
  majors: 'catalog',
  college_majors: 'catalog',
  college_enrollment_codes: 'catalog',
  score_lines: 'score-lines',
  rank_tables: 'rank-tables',
  admission_records: 'admission-records',
  admission_plans: 'admission-plans',
  news: 'content',
  articles: 'content',
  site_settings: 'site',
  data_versions: 'data',
  import_runs: 'imports',
  volunteer_tables: 'volunteers',
  volunteer_table_versions: 'volunteers',
  write_locks: 'db',
  password_nonces: 'auth',
  audit_log: 'audit',
  media: 'media',
  classes: 'classes',
  class_members: 'classes',
  class_join_guesses: 'classes',
  class_comments: 'classes',
  class_scores: 'classes',
  class_comment_replies: 'classes',
  class_commented_versions: 'classes',
  volunteer_shares: 'classes',
  key_dates: 'site',
};
