// The database schema as Kysely types. Times are epoch milliseconds (bigint), booleans are 0/1 integers and
// structured values are JSON text, so that SQLite and PostgreSQL store and return the same values. Every
// table has one owner (./table-owners.ts): only that module's files read or write it.
// Over 400 lines on purpose: it is the one list of every table's columns (Kysely's `DB`), documented column by
// column, which table-owners.ts and the migrations are checked against; splitting it would scatter that list.
import type { Generated, Kysely, Transaction } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  phone: string;
  name: string;
  password_hash: string;
  /** JSON array of role names, e.g. ["student"]. */
  roles: string;
  avatar: string;
  /** 1 after an admin reset the password, until the user changes it. */
  must_change_password: Generated<number>;
  /** When an admin locked the account; null when it is not locked. */
  locked_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  /** 'web' or 'admin': decides the lifetime (7 days or 1 day, sliding). */
  client: string;
  /** The role the session acts as; one of the user's roles. */
  active_role: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface ServerKeysTable {
  name: string;
  value: string;
  created_at: number;
}

export interface CaptchasTable {
  id: string;
  /** HMAC of the lower-cased answer; the answer itself is never stored. */
  answer_hash: string;
  created_at: number;
  expires_at: number;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  /** 'register', 'reset' or 'bind'. */
  purpose: string;
  /** For 'bind': the user who asked for it; null otherwise. */
  user_id: number | null;
  code_hash: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  /** Set when used, superseded or spent by too many wrong attempts. */
  consumed_at: number | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code: string;
  text: string;
  created_at: number;
}

/** Per-key send counters (one per phone): the 60 s cooldown and the daily cap. */
export interface RateCountersTable {
  key: string;
  window_start: number;
  hits: number;
  last_at: number;
}

/** Failed logins per phone (whether an account exists or not). */
export interface LoginGuardsTable {
  phone: string;
  failures: number;
  window_start: number;
  locked_until: number;
  /** 1 once the phone has been locked: further attempts need a captcha until a successful login. */
  needs_captcha: number;
}

export interface HighSchoolsTable {
  id: Generated<number>;
  name: string;
  city: string;
  district: string;
  sort_order: number;
  /** 1 for a school added as an example rather than from a real list. */
  is_sample: number;
  enabled: number;
  created_at: number;
  updated_at: number;
}

export interface StudentInfoTable {
  user_id: number;
  name: string;
  gender: string;
  /** null: 其他, the school's name in other_high_school. */
  high_school_id: number | null;
  other_high_school: string | null;
  class_name: string;
  graduation_year: number;
  first_subject: string;
  /** JSON array of the two electives. */
  electives: string;
  exam_number: string | null;
  updated_at: number;
}

export interface ExamResultsTable {
  id: Generated<number>;
  user_id: number;
  position: number;
  exam_name: string;
  exam_date: string;
  is_gaokao: number;
  total: number;
  rank: number | null;
  /** JSON array of { subject, score }. */
  scores: string;
  created_at: number;
}

export interface FavouritesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  target_id: string;
  title: string;
  created_at: number;
}

export interface CarouselItemsTable {
  id: Generated<number>;
  title: string;
  image_url: string;
  url: string;
  sort_order: number;
  enabled: number;
  is_sample: number;
  created_at: number;
  updated_at: number;
}

/** A university of the MOE list (or imported). Tags are a JSON array and, for filtering, 0/1 flags. */
export interface CollegesTable {
  id: Generated<number>;
  code: string;
  name: string;
  province: string;
  city: string;
  level: string;
  nature: string;
  department: string;
  /** 综合、理工 … (COLLEGE_TYPES). */
  type: string | null;
  /** `derived` (the dataset's rule) or `staff` (back office or import; wins over re-seeding). */
  type_source: string | null;
  /** JSON array: ["985","211","双一流"]. */
  tags: string;
  is985: number;
  is211: number;
  is_double_first_class: number;
  website: string | null;
  intro: string | null;
  /** 招生章程, Markdown. */
  charter: string | null;
  logo: string | null;
  remark: string;
  pinyin: string;
  initials: string;
  /** JSON array of 简称. */
  short_names: string;
  created_at: number;
  updated_at: number;
}

export interface MajorsTable {
  id: Generated<number>;
  catalog_year: number;
  code: string;
  name: string;
  category: string;
  category_code: string;
  subcategory: string;
  subcategory_code: string;
  level: string;
  degree: string;
  years: number;
  /** JSON array of 'T' / 'K'. */
  flags: string;
  note: string;
  previous_code: string | null;
  intro: string | null;
}

export interface CollegeMajorsTable {
  id: Generated<number>;
  college_code: string;
  /** The major's code, or its name when it has none (专科). */
  major_key: string;
  major_code: string | null;
  major_name: string;
  sample: number;
}

/** 招生代码: the code a province's admission system gives a university in a year (migration 0016). */
export interface CollegeEnrollmentCodesTable {
  id: Generated<number>;
  province: string;
  year: number;
  enrollment_code: string;
  college_code: string;
  printed_name: string;
}

export interface ScoreLinesTable {
  id: Generated<number>;
  year: number;
  province: string;
  category: string;
  /** The 专业类别 of a line of 艺术类, 体育类 or 对口招生 (美术与设计类 …); '' on the 物理/历史 tracks (0033). */
  professional_category: Generated<string>;
  batch: string;
  /** The line's score; of a line of 艺术类, 体育类 or 对口招生 its 文化课 score. */
  score: number;
  /** 专业分: the 专业课 score of a line that has one (艺术类, 体育类, some 对口招生); null otherwise (0033). */
  professional_score: number | null;
  sample: number;
  /** The page the line was published on (or the quoting page's id); null for samples (migration 0023). */
  source_url: string | null;
}

export interface RankTablesTable {
  id: Generated<number>;
  year: number;
  province: string;
  category: string;
  score: number;
  count: number;
  cumulative: number;
  sample: number;
  source_url: string | null;
}

export interface AdmissionRecordsTable {
  id: Generated<number>;
  year: number;
  province: string;
  category: string;
  batch: string;
  college_code: string;
  college_name: string;
  /** '' where the batch admits by college. */
  group_code: string;
  /** 院校, 专业组 or 专业. */
  scope: string;
  /** '' for 院校/专业组 rows; the major's code, or its name when it has none. */
  major_key: string;
  major_code: string | null;
  major_name: string | null;
  plan_count: number | null;
  min_score: number;
  avg_score: number | null;
  max_score: number | null;
  min_rank: number | null;
  sample: number;
  source_url: string | null;
  /** 计划类别: 普通类, 国家专项计划, 民族班 … (migration 0023). */
  plan_category: Generated<string>;
  /** '' for the batch's first 投档; 第二次投档 (a 征集 round), 第一次录取 … */
  round: Generated<string>;
  /** 投档人数 as published. */
  filed_count: number | null;
  /** The lowest candidate's tie-break scores as published (语数之和 227，外语 133.5 …). */
  tiebreak: string | null;
}

export interface AdmissionPlansTable {
  id: Generated<number>;
  year: number;
  province: string;
  category: string;
  batch: string;
  college_code: string;
  college_name: string;
  group_code: string;
  subject_requirement: string;
  major_key: string;
  major_code: string | null;
  major_name: string;
  plan_count: number;
  years: number | null;
  tuition: number | null;
  sample: number;
  source_url: string | null;
  plan_category: Generated<string>;
}

/** The publishing columns that announcements and articles share (content module). */
interface PublishedContentColumns {
  id: Generated<number>;
  title: string;
  summary: string;
  /** Markdown (libs/contracts/src/content/): headings, paragraphs, lists, links, /media images, quotes. */
  body: string;
  /** When first published; 0 for a draft never published. */
  published_at: number;
  sample: number;
  /** draft, published or unpublished; only published rows outside the bin are on the site. */
  status: Generated<string>;
  /** 1 to list it before the others. */
  pinned: Generated<number>;
  /** In the recycle bin since then; null outside it. */
  deleted_at: number | null;
  /** The staff member who last saved it (null for the samples). */
  updated_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface NewsTable extends PublishedContentColumns {
  /** gaokao or qjjh. */
  category: string;
}

export interface ArticlesTable extends PublishedContentColumns {
  /** college or major. */
  kind: string;
  /** The college's MOE code or the major's catalog code, when the article is about one. */
  target_code: string | null;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: number;
}

/** Bumped in the transaction of every data change, so every process knows to drop its caches. */
export interface DataVersionsTable {
  name: string;
  version: number;
  updated_at: number;
}

export interface ImportRunsTable {
  id: Generated<number>;
  kind: string;
  file_name: string | null;
  format: string;
  total_rows: number;
  error_count: number;
  written: number;
  inserted: number;
  updated: number;
  removed: number;
  user_id: number | null;
  /** The importer's name when they imported (null for the command line). */
  user_name: string | null;
  duration_ms: number;
  created_at: number;
  /** The last import of an admission data kind: `{ partitions, rows }` as they were before it (JSON). */
  undo_data: string | null;
  undone_at: number | null;
  undone_by: string | null;
}

/** A user's 志愿表: the current content; `deleted_at` once removed (its versions stay). */
export interface VolunteerTablesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  year: number;
  category: string;
  batch: string;
  score: number | null;
  rank: number | null;
  /** JSON array of the candidate's subjects. */
  electives: string;
  /** JSON array of { collegeId, groupCode, majors: { code, name }[], adjustment }. */
  choices: string;
  /** Optimistic lock: +1 on every save, removal and restore. */
  version: number;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

/** Every version of a 志愿表: the whole content as JSON, and what made it (create, update, remove, restore). */
/** A 班主任's class (migration 0018). */
export interface ClassesTable {
  id: Generated<number>;
  name: string;
  graduation_year: number;
  teacher_id: number;
  join_code: string;
  created_at: number;
  updated_at: number;
}

/** The class a student is in: one at a time. */
export interface ClassMembersTable {
  user_id: number;
  class_id: number;
  joined_at: number;
}

/** Join codes an account tried in the current hour (migration 0023); a right code gives its guess back. */
export interface ClassJoinGuessesTable {
  user_id: number;
  window_start: number;
  guesses: number;
}

/** An exam result a teacher imported for a student of the class (migration 0030). */
export interface ClassScoresTable {
  id: Generated<number>;
  class_id: number;
  user_id: number;
  exam_name: string;
  total: number;
  rank: number | null;
  imported_at: number;
}

/** A student's one reply to a teacher's comment (migration 0031). */
export interface ClassCommentRepliesTable {
  comment_id: number;
  body: string;
  created_at: number;
}

/** A commented version of a list, kept as it was (migration 0032). */
export interface ClassCommentedVersionsTable {
  table_id: number;
  version: number;
  content: string;
}

/** A teacher's comment on a student's list (migration 0019). */
export interface ClassCommentsTable {
  id: Generated<number>;
  table_id: number;
  version: number;
  position: number | null;
  choice_label: string;
  author_id: number;
  body: string;
  created_at: number;
  done_at: number | null;
}

/** A read-only link to a list (migration 0019): only the hash of its secret. */
export interface VolunteerSharesTable {
  id: Generated<number>;
  table_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** A key date of the season (migration 0020). */
export interface KeyDatesTable {
  id: Generated<number>;
  name: string;
  kind: string;
  at: number;
  note: string;
  created_at: number;
  updated_at: number;
}

export interface VolunteerTableVersionsTable {
  id: Generated<number>;
  table_id: number;
  version: number;
  action: string;
  content: string;
  created_at: number;
}

/**
 * One row per key that writers lock for the rest of their transaction (./write-locks.ts): a user's count
 * limits are checked and written under it.
 */
export interface WriteLocksTable {
  key: string;
}

/** Password nonces already used (kept until they would have expired anyway): each is accepted once. */
export interface PasswordNoncesTable {
  nonce: string;
  expires_at: number;
}

/** 操作日志: one row per staff write, in the write's transaction; never updated or deleted by the app. */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor_user_id: number | null;
  actor_name: string;
  /** The session's active role. */
  actor_role: string;
  ip: string;
  /** `<entity>.<verb>` from the call's path, e.g. `user.setRoles`. */
  action: string;
  target_type: string;
  target_id: string;
  summary: string;
  /** JSON of what changed, for settings and roles; null elsewhere. Never passwords or tokens. */
  before_json: string | null;
  after_json: string | null;
}

/** An uploaded picture, by the SHA-256 of its bytes; served at /media/<sha256>.<ext>. */
export interface MediaTable {
  sha256: string;
  /** png, jpg, webp or gif: what the bytes are, never what the upload was called. */
  ext: string;
  content_type: string;
  size: number;
  bytes: Uint8Array;
  created_by: number | null;
  created_at: number;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  server_keys: ServerKeysTable;
  captchas: CaptchasTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  rate_counters: RateCountersTable;
  login_guards: LoginGuardsTable;
  high_schools: HighSchoolsTable;
  student_info: StudentInfoTable;
  exam_results: ExamResultsTable;
  favourites: FavouritesTable;
  carousel_items: CarouselItemsTable;
  colleges: CollegesTable;
  majors: MajorsTable;
  college_majors: CollegeMajorsTable;
  college_enrollment_codes: CollegeEnrollmentCodesTable;
  score_lines: ScoreLinesTable;
  rank_tables: RankTablesTable;
  admission_records: AdmissionRecordsTable;
  admission_plans: AdmissionPlansTable;
  news: NewsTable;
  articles: ArticlesTable;
  site_settings: SiteSettingsTable;
  data_versions: DataVersionsTable;
  import_runs: ImportRunsTable;
  volunteer_tables: VolunteerTablesTable;
  volunteer_table_versions: VolunteerTableVersionsTable;
  write_locks: WriteLocksTable;
  password_nonces: PasswordNoncesTable;
  audit_log: AuditLogTable;
  media: MediaTable;
  classes: ClassesTable;
  class_members: ClassMembersTable;
  class_join_guesses: ClassJoinGuessesTable;
  class_comments: ClassCommentsTable;
  class_scores: ClassScoresTable;
  class_comment_replies: ClassCommentRepliesTable;
  class_commented_versions: ClassCommentedVersionsTable;
  volunteer_shares: VolunteerSharesTable;
  key_dates: KeyDatesTable;
}

/** A connection or the transaction a write runs in. */
export type Db = Kysely<DB> | Transaction<DB>;
