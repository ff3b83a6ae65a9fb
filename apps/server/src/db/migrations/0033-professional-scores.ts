// The score lines of categories without a 一分一段 table (issue #34: 内蒙古's 艺术类, 体育类 and 对口招生): each is
// published per 专业类别 (美术与设计类, 计算机类 …) with a 文化课 score and, most of them, a 专业课 score. A line
// gets its 专业类别 (`professional_category`, '' on the 物理/历史 tracks, so the natural key stays non-null) and
// its 专业分 (`professional_score`, null where the line has one score), and the natural key takes the 专业类别:
// 2026 艺术类 本科批 is a line per 专业类别. SQLite cannot drop the old unique constraint, so there the table is
// rebuilt with its rows; PostgreSQL drops it.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from '../dialect.ts';

const OLD_KEY = ['year', 'province', 'category', 'batch'];
const NEW_KEY = ['year', 'province', 'category', 'professional_category', 'batch'];
const COLUMNS = ['id', 'year', 'province', 'category', 'batch', 'score', 'sample', 'source_url'];

async function rebuildSqlite(db: Kysely<unknown>, withProfessional: boolean): Promise<void> {
  let table = withIdColumn(db.schema.createTable('score_lines_new'), 'sqlite')
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('province', 'varchar(20)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('batch', 'varchar(30)', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('sample', 'integer', (c) => c.notNull())
    .addColumn('source_url', 'varchar(300)');
  table = withProfessional
    ? table
        .addColumn('professional_category', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('professional_score', 'double precision')
        .addUniqueConstraint('score_lines_unique', NEW_KEY as never)
    : table.addUniqueConstraint('score_lines_unique', OLD_KEY as never);
  await table.execute();
  const columns = sql.join(COLUMNS.map((c) => sql.ref(c)));
  if (!withProfessional) {
    // Going down, a line per 专业类别 has no place in the old key: only the 物理/历史 tracks' lines stay.
    await sql`insert into score_lines_new (${columns}) select ${columns} from score_lines where professional_category = ''`.execute(
      db,
    );
  } else {
    await sql`insert into score_lines_new (${columns}) select ${columns} from score_lines`.execute(db);
  }
  await db.schema.dropTable('score_lines').execute();
  await db.schema.alterTable('score_lines_new').renameTo('score_lines').execute();
}

export function professionalScores(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') {
        await rebuildSqlite(db, true);
        return;
      }
      await db.schema
        .alterTable('score_lines')
        .addColumn('professional_category', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('score_lines').addColumn('professional_score', 'double precision').execute();
      await db.schema.alterTable('score_lines').dropConstraint('score_lines_unique').execute();
      await db.schema
        .alterTable('score_lines')
        .addUniqueConstraint('score_lines_unique', NEW_KEY as never)
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') {
        await rebuildSqlite(db, false);
        return;
      }
      await db
        .deleteFrom('score_lines' as never)
        .where('professional_category' as never, '<>', '' as never)
        .execute();
      await db.schema.alterTable('score_lines').dropConstraint('score_lines_unique').execute();
      await db.schema
        .alterTable('score_lines')
        .addUniqueConstraint('score_lines_unique', OLD_KEY as never)
        .execute();
      await db.schema.alterTable('score_lines').dropColumn('professional_score').execute();
      await db.schema.alterTable('score_lines').dropColumn('professional_category').execute();
    },
  };
}
