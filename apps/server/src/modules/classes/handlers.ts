// 班级 calls, HTTP only. A 班主任 reaches only their own classes (acting as teacher); an admin every class —
// any other class answers 100404 exactly like a missing one. Nothing here writes a student's own data:
// joining, leaving and removal only change class_members.
import type { Kysely } from 'kysely';
import { ERROR_CODES, type ClassSummary, type MyClass, type Role } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import { isoTime, type Clock } from '../../lib/time.ts';
import type { Students } from '../students/index.ts';
import type { UserRecord } from '../users/index.ts';
import type { Volunteers } from '../volunteers/index.ts';
import type { CommentStore } from './comments.ts';
import { deskStudents } from './desk.ts';
import { commentsOf } from './follow-up-handlers.ts';
import type { JoinGuesses } from './join-guesses.ts';
import { CLASS_MESSAGES as M } from './messages.ts';
import type { ClassRecord, ClassStore } from './repository.ts';

export type ClassCalls =
  | 'listClasses'
  | 'saveClass'
  | 'regenerateClassCode'
  | 'listClassTeachers'
  | 'getClassDesk'
  | 'removeClassStudent'
  | 'getClassVolunteerTable'
  | 'getMyClass'
  | 'joinClass'
  | 'leaveClass';

export interface ClassHandlerDeps {
  db: Kysely<DB>;
  now: Clock;
  store: ClassStore;
  users: {
    findByIds(ids: readonly number[]): Promise<UserRecord[]>;
    withRole(role: Role): Promise<UserRecord[]>;
  };
  students: Pick<Students, 'latestExams'>;
  comments: CommentStore;
  guesses: JoinGuesses;
  volunteers: Pick<Volunteers, 'latestOf' | 'readOf' | 'readById' | 'listsOf'>;
}

interface Caller {
  userId: number;
  activeRole: Role | string;
}

const notFound = () => new AppError(ERROR_CODES.notFound, M.notFound);

/** The class if the caller may run it: an admin any, a teacher their own (100404 otherwise). */
export function classAccess(store: ClassStore) {
  return async (caller: Caller, id: number): Promise<ClassRecord> => {
    const row = await store.find(id);
    if (!row || (caller.activeRole !== 'admin' && row.teacher_id !== caller.userId)) throw notFound();
    return row;
  };
}

export function classHandlers(deps: ClassHandlerDeps): Pick<CallHandlers, ClassCalls> {
  const { db, now, store, users } = deps;
  const classFor = classAccess(store);

  const summaries = async (rows: readonly ClassRecord[]): Promise<ClassSummary[]> => {
    const [counts, teachers] = await Promise.all([
      store.counts(rows.map((r) => r.id)),
      users.findByIds([...new Set(rows.map((r) => r.teacher_id))]),
    ]);
    const names = new Map(teachers.map((u) => [u.id, u.name]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      graduationYear: r.graduation_year,
      joinCode: r.join_code,
      teacher: { id: r.teacher_id, name: names.get(r.teacher_id) ?? '' },
      students: counts.get(r.id) ?? 0,
      createdAt: isoTime(r.created_at),
    }));
  };
  const summary = async (id: number) => {
    const row = await store.find(id);
    if (!row) throw notFound();
    const [one] = await summaries([row]);
    if (!one) throw notFound();
    return one;
  };

  /** The 班主任 of a saved class: the caller for a teacher; for an admin, a teacher they name. */
  const teacherOf = async (
    caller: Caller,
    teacherId: number | undefined,
    current?: number,
  ): Promise<number> => {
    if (caller.activeRole !== 'admin') {
      if (teacherId !== undefined && teacherId !== caller.userId)
        throw fieldError('teacherId', M.teacherOnlyAdmin);
      return current ?? caller.userId;
    }
    const chosen = teacherId ?? current;
    if (chosen === undefined) throw fieldError('teacherId', M.teacherUnknown);
    const teachers = await users.withRole('teacher');
    if (!teachers.some((t) => t.id === chosen)) throw fieldError('teacherId', M.teacherUnknown);
    return chosen;
  };

  const myClass = async (userId: number): Promise<MyClass | null> => {
    const membership = await store.membershipOf(userId);
    if (!membership) return null;
    const row = await store.find(membership.class_id);
    if (!row) return null;
    const [teacher] = await users.findByIds([row.teacher_id]);
    return {
      id: row.id,
      name: row.name,
      graduationYear: row.graduation_year,
      teacherName: teacher?.name ?? '',
      joinedAt: isoTime(membership.joined_at),
    };
  };

  return {
    listClasses: async ({ auth }) =>
      summaries(await store.list(auth.activeRole === 'admin' ? null : auth.userId)),

    saveClass: async ({ input, auth, audit, setMessage }) => {
      const existing = input.id === undefined ? undefined : await classFor(auth, input.id);
      const teacherId = await teacherOf(auth, input.teacherId, existing?.teacher_id);
      const fields = { name: input.name, graduationYear: input.graduationYear, teacherId };
      const id = await db.transaction().execute(async (trx) => {
        const at = now();
        const saved = existing ? existing.id : await store.create(trx, fields, at);
        if (existing) await store.update(trx, existing.id, fields, at);
        await audit(trx, {
          targetType: 'class',
          targetId: saved,
          summary: `${existing ? '修改' : '新建'}班级：${fields.name}（${fields.graduationYear}届）`,
          ...(existing ? { before: { name: existing.name, graduationYear: existing.graduation_year } } : {}),
          after: fields,
        });
        return saved;
      });
      setMessage(M.saved);
      return summary(id);
    },

    regenerateClassCode: async ({ input, auth, audit, setMessage }) => {
      const row = await classFor(auth, input.id);
      await db.transaction().execute(async (trx) => {
        await store.regenerateCode(trx, row.id, now());
        await audit(trx, { targetType: 'class', targetId: row.id, summary: `重新生成加入码：${row.name}` });
      });
      setMessage(M.codeRegenerated);
      return summary(row.id);
    },

    listClassTeachers: async () =>
      (await users.withRole('teacher')).map((u) => ({ id: u.id, name: u.name, phone: u.phone })),

    getClassDesk: async ({ input, auth }) => {
      const row = await classFor(auth, input.id);
      const members = await store.members(row.id);
      const ids = members.map((m) => m.user_id);
      const [accounts, exams, lists] = await Promise.all([
        users.findByIds(ids),
        deps.students.latestExams(ids),
        deps.volunteers.latestOf(ids),
      ]);
      const byId = new Map(accounts.map((u) => [u.id, u]));
      const desk = members.map((m) => ({
        userId: m.user_id,
        name: byId.get(m.user_id)?.name ?? '',
        phone: byId.get(m.user_id)?.phone ?? '',
        joinedAt: isoTime(m.joined_at),
      }));
      const [one] = await summaries([row]);
      if (!one) throw notFound();
      return { class: one, students: deskStudents(desk, exams, lists) };
    },

    removeClassStudent: async ({ input, auth, audit, setMessage }) => {
      const row = await classFor(auth, input.id);
      await db.transaction().execute(async (trx) => {
        if (!(await store.remove(trx, input.userId, row.id))) {
          throw new AppError(ERROR_CODES.notFound, M.studentNotInClass);
        }
        await audit(trx, {
          targetType: 'class',
          targetId: row.id,
          summary: `将学生（编号 ${input.userId}）移出班级：${row.name}`,
        });
      });
      setMessage(M.removed);
    },

    getClassVolunteerTable: async ({ input, auth }) => {
      const row = await classFor(auth, input.id);
      const membership = await store.membershipOf(input.userId);
      if (membership?.class_id !== row.id) throw new AppError(ERROR_CODES.notFound, M.studentNotInClass);
      const read = await deps.volunteers.readOf(input.userId, input.tableId);
      return { ...read, comments: await commentsOf(users, await deps.comments.onTables([read.table.id])) };
    },

    getMyClass: async ({ auth }) => myClass(auth.userId),

    joinClass: async ({ input, auth, setMessage }) => {
      if (auth.activeRole !== 'student') throw new AppError(ERROR_CODES.forbidden, M.studentsOnly);
      await deps.guesses.take(auth.userId, now());
      const row = await store.findByCode(input.joinCode);
      if (!row) throw fieldError('joinCode', M.codeUnknown);
      await deps.guesses.giveBack(auth.userId);
      await db.transaction().execute((trx) => store.join(trx, auth.userId, row.id, now()));
      setMessage(M.joined(row.name));
      return myClass(auth.userId);
    },

    leaveClass: async ({ auth, setMessage }) => {
      const membership = await store.membershipOf(auth.userId);
      if (!membership) throw new AppError(ERROR_CODES.conflict, M.notInClass);
      await db.transaction().execute((trx) => store.remove(trx, auth.userId, membership.class_id));
      setMessage(M.left);
    },
  };
}
