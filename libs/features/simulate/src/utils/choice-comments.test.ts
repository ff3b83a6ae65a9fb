// A teacher's comment finds its choice by the unit it names, wherever the student has moved it since.
import { describe, expect, it } from 'vitest';
import type { MyComment } from '@zhiyuan/contracts';
import { commentsByChoice } from './choice-comments.ts';
import type { DraftChoice } from './draft.ts';

const choice = (uid: string, collegeName: string, groupCode: string | null): DraftChoice => ({
  uid,
  collegeId: 1,
  collegeCode: '4115010126',
  collegeName,
  groupCode,
  majors: [],
  adjustment: true,
  subjectRequirement: null,
  probability: null,
  tier: null,
  enrollmentCode: null,
  sample: false,
});

const comment = (id: number, choiceLabel: string): MyComment => ({
  id,
  tableId: 12,
  version: 1,
  position: 1,
  choiceLabel,
  authorName: '张老师',
  body: '再看看',
  createdAt: '2026-06-27T08:00:00.000Z',
  doneAt: null,
  reply: null,
  listName: '冲一冲',
});

describe('commentsByChoice', () => {
  it('matches the unit the comment names, not its old position, and leaves other choices without', () => {
    const choices = [
      choice('a', '内蒙古大学', '03'),
      choice('b', '内蒙古工业大学', null),
      choice('c', '内蒙古大学', '05'),
    ];
    const found = commentsByChoice(choices, [
      comment(1, '第 3 志愿：内蒙古大学（03组）'),
      comment(2, '第 1 志愿：内蒙古工业大学'),
      comment(3, '第 2 志愿：内蒙古大学（03组）'),
      comment(4, '第 4 志愿：别的大学（01组）'),
    ]);
    expect([...found].map(([uid, list]) => [uid, list.map((c) => c.id)])).toEqual([
      ['a', [1, 3]],
      ['b', [2]],
    ]);
  });
});
