// Commented versions (issue 36): the version of a list a teacher commented on, kept by the classes module as it
// was, so the comment stays readable with its content after the list has been saved more times than the
// volunteers module keeps versions of.
import type { Kysely } from 'kysely';

export function commentedVersions() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('class_commented_versions')
        .addColumn('table_id', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        /** The version as `GET /api/volunteer/version` answered it when the comment was made (JSON). */
        .addColumn('content', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('class_commented_versions_pk', ['table_id', 'version'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('class_commented_versions').execute();
    },
  };
}
