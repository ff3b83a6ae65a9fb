// 院校类型 for every college (issue 10): where a type comes from (`derived` by the dataset's rule from the
// 主管部门 and the name, or `staff`, set in the back office or an import file — which always wins and survives
// re-seeding). Existing colleges get their derived type here; a type already set (by an import) counts as
// staff's.
import { sql, type Kysely } from 'kysely';
import { deriveCollegeType, type CollegeType } from '@zhiyuan/dataset';

interface Rows {
  colleges: { id: number; name: string; department: string; type: string | null; type_source: string | null };
}

export function collegeTypes() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('colleges').addColumn('type_source', 'varchar(8)').execute();
      await db.schema.createIndex('colleges_type_idx').on('colleges').column('type').execute();
      const typed = db as unknown as Kysely<Rows>;
      await typed
        .updateTable('colleges')
        .set({ type_source: 'staff' })
        .where('type', 'is not', null)
        .execute();
      const untyped = await typed
        .selectFrom('colleges')
        .select(['id', 'name', 'department'])
        .where('type', 'is', null)
        .execute();
      const idsByType = new Map<CollegeType, number[]>();
      for (const college of untyped) {
        const { type } = deriveCollegeType(college);
        idsByType.set(type, [...(idsByType.get(type) ?? []), college.id]);
      }
      for (const [type, ids] of idsByType) {
        for (let i = 0; i < ids.length; i += 500) {
          await typed
            .updateTable('colleges')
            .set({ type, type_source: 'derived' })
            .where('id', 'in', ids.slice(i, i + 500))
            .execute();
        }
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('colleges_type_idx').execute();
      await sql`update colleges set type = null where type_source = 'derived'`.execute(db);
      await db.schema.alterTable('colleges').dropColumn('type_source').execute();
    },
  };
}
