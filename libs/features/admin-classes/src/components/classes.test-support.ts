// The fake server's 班级 for this feature's tests and stories: two classes of 张老师, three students on the
// desk (one whose list has no 保, one without a list, one fine), and a read-only list with its versions.
import type {
  ClassComment,
  ClassDesk,
  ClassSummary,
  DeskStudent,
  VolunteerTable,
  VolunteerVersions,
} from '@zhiyuan/contracts';
import { fail, volunteerChoiceFixture, type FakeHandlers } from '@zhiyuan/feature-testing';

export function classesFixture(): ClassSummary[] {
  return [
    {
      id: 1,
      name: '高三（1）班',
      graduationYear: 2026,
      joinCode: 'K7PQ2MXA',
      teacher: { id: 7, name: '张老师' },
      students: 3,
      createdAt: '2026-03-01T08:00:00.000Z',
    },
    {
      id: 2,
      name: '高三（2）班',
      graduationYear: 2026,
      joinCode: 'ZX4R8TNB',
      teacher: { id: 7, name: '张老师' },
      students: 0,
      createdAt: '2026-03-02T08:00:00.000Z',
    },
  ];
}

const list = (over: Partial<NonNullable<DeskStudent['list']>>): NonNullable<DeskStudent['list']> => ({
  id: 11,
  name: '我的志愿表',
  year: 2026,
  category: '物理类',
  batch: '本科批',
  score: 552,
  rank: 15100,
  candidateRank: 15100,
  version: 3,
  updatedAt: '2026-06-26T10:30:00.000Z',
  choiceCount: 6,
  tiers: { 冲: 2, 稳: 2, 保: 2 },
  checks: [],
  ...over,
});

export function deskFixture(): ClassDesk {
  return {
    class: classesFixture()[0]!,
    students: [
      {
        userId: 21,
        name: '李华',
        phone: '139****0002',
        joinedAt: '2026-03-02T08:00:00.000Z',
        exam: { name: '2026年高考', total: 548, rank: 16020 },
        // Made by score: the rank is the one the server found in the year's 一分一段.
        list: list({
          id: 12,
          name: '冲一冲',
          score: 550,
          rank: null,
          candidateRank: 13399,
          version: 2,
          choiceCount: 3,
          tiers: { 冲: 2, 稳: 1, 保: 0 },
          checks: [
            {
              code: 'no-safety',
              severity: 'warning',
              message: '志愿表中没有“保”志愿：如果前面的志愿都未录取，可能面临滑档',
              positions: [],
            },
          ],
        }),
        attention: 'warning',
      },
      {
        userId: 22,
        name: '王芳',
        phone: '139****0003',
        joinedAt: '2026-03-02T09:00:00.000Z',
        exam: null,
        list: null,
        attention: 'none',
      },
      {
        userId: 20,
        name: '赵强',
        phone: '139****0001',
        joinedAt: '2026-03-01T09:00:00.000Z',
        exam: { name: '2026届高三第一次模拟考试', total: 561, rank: null },
        list: list({}),
        attention: 'ok',
      },
    ],
  };
}

export function studentListFixture(): {
  table: VolunteerTable;
  versions: VolunteerVersions;
  comments: ClassComment[];
} {
  const choice = volunteerChoiceFixture;
  return {
    table: {
      id: 12,
      name: '冲一冲',
      year: 2026,
      category: '物理类',
      batch: '本科批',
      score: 552,
      rank: null,
      electives: ['化学', '生物'],
      candidateRank: 15100,
      choices: [choice('内蒙古大学', '03', '冲', 0.34), choice('内蒙古工业大学', '01', '稳', 0.62)],
      checks: deskFixture().students[0]!.list!.checks,
      limits: { choices: 45, majorsPerChoice: 6, adjustment: true, unit: '院校专业组' },
      version: 2,
      createdAt: '2026-06-25T10:00:00.000Z',
      updatedAt: '2026-06-26T10:30:00.000Z',
    },
    versions: {
      id: 12,
      version: 2,
      deleted: false,
      items: [
        {
          version: 2,
          action: 'update',
          createdAt: '2026-06-26T10:30:00.000Z',
          name: '冲一冲',
          choiceCount: 2,
        },
        {
          version: 1,
          action: 'create',
          createdAt: '2026-06-25T10:00:00.000Z',
          name: '冲一冲',
          choiceCount: 1,
        },
      ],
    },
    comments: [
      {
        id: 1,
        tableId: 12,
        version: 1,
        position: null,
        choiceLabel: '整张志愿表',
        authorName: '张老师',
        body: '请补两个“保”的志愿。',
        createdAt: '2026-06-25T12:00:00.000Z',
        doneAt: '2026-06-26T09:00:00.000Z',
      },
    ],
  };
}

export function adminClassesHandlers(classes: ClassSummary[] = classesFixture()): FakeHandlers {
  let store = [...classes];
  let desk = deskFixture();
  let sent: ClassComment[] = [];
  return {
    listClasses: () => store,
    listClassTeachers: () => [
      { id: 7, name: '张老师', phone: '13900000007' },
      { id: 8, name: '刘老师', phone: '13900000008' },
    ],
    saveClass: ({ body }) => {
      const input = body as { id?: number; name: string; graduationYear: number; teacherId?: number };
      const existing = store.find((c) => c.id === input.id);
      const saved: ClassSummary = {
        ...(existing ?? {
          ...classesFixture()[1]!,
          id: store.length + 10,
          students: 0,
          joinCode: 'NEW2CODE',
        }),
        name: input.name,
        graduationYear: input.graduationYear,
      };
      store = existing ? store.map((c) => (c.id === saved.id ? saved : c)) : [...store, saved];
      return saved;
    },
    regenerateClassCode: ({ body }) => {
      const { id } = body as { id: number };
      store = store.map((c) => (c.id === id ? { ...c, joinCode: 'RENEW234' } : c));
      return store.find((c) => c.id === id)!;
    },
    // Class 1 is 张老师's; any other is missing or another teacher's, which the server answers alike.
    getClassDesk: ({ query }) => (query.get('id') === '1' ? desk : fail('100404', '班级不存在', 404)),
    removeClassStudent: ({ body }) => {
      const { userId } = body as { userId: number };
      desk = { ...desk, students: desk.students.filter((s) => s.userId !== userId) };
    },
    getClassVolunteerTable: () => ({
      ...studentListFixture(),
      comments: [...sent, ...studentListFixture().comments],
    }),
    commentClassVolunteer: ({ body }) => {
      const input = body as { tableId: number; position?: number; body: string };
      const comment: ClassComment = {
        id: 100 + sent.length,
        tableId: input.tableId,
        version: 2,
        position: input.position ?? null,
        choiceLabel: input.position ? `第 ${input.position} 志愿：内蒙古大学（03组）` : '整张志愿表',
        authorName: '张老师',
        body: input.body,
        createdAt: '2026-06-27T08:00:00.000Z',
        doneAt: null,
      };
      sent = [comment, ...sent];
      return comment;
    },
  };
}
