// The class desk: each student of a class with their latest exam result and their most recently saved 志愿表
// with its live checks, those who need the teacher first — a blocking check, then warnings, then no list
// yet, then the rest — within a group the one with more findings first, then the order they joined.
import type { DeskAttention, DeskStudent, VolunteerTable } from '@zhiyuan/contracts';
import type { LatestExam } from '../students/index.ts';

const ATTENTION_ORDER: Record<DeskAttention, number> = { error: 0, warning: 1, none: 2, ok: 3 };

/** 138****0000. */
export const maskPhone = (phone: string) =>
  phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;

function attentionOf(list: VolunteerTable | undefined): DeskAttention {
  if (!list) return 'none';
  if (list.checks.some((c) => c.severity === 'error')) return 'error';
  if (list.checks.some((c) => c.severity === 'warning')) return 'warning';
  return 'ok';
}

export interface DeskMember {
  userId: number;
  name: string;
  phone: string;
  joinedAt: string;
}

export function deskStudents(
  members: readonly DeskMember[],
  exams: ReadonlyMap<number, LatestExam>,
  lists: ReadonlyMap<number, VolunteerTable>,
): DeskStudent[] {
  const rows = members.map((m): DeskStudent => {
    const list = lists.get(m.userId);
    const tiers = { 冲: 0, 稳: 0, 保: 0 };
    for (const choice of list?.choices ?? []) if (choice.tier) tiers[choice.tier] += 1;
    return {
      userId: m.userId,
      name: m.name,
      phone: maskPhone(m.phone),
      joinedAt: m.joinedAt,
      exam: exams.get(m.userId) ?? null,
      list: list
        ? {
            id: list.id,
            name: list.name,
            year: list.year,
            category: list.category,
            batch: list.batch,
            score: list.score,
            rank: list.rank,
            candidateRank: list.candidateRank,
            version: list.version,
            updatedAt: list.updatedAt,
            choiceCount: list.choices.length,
            tiers,
            checks: list.checks,
          }
        : null,
      attention: attentionOf(list),
    };
  });
  const serious = (row: DeskStudent) => row.list?.checks.filter((c) => c.severity !== 'info').length ?? 0;
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        ATTENTION_ORDER[a.row.attention] - ATTENTION_ORDER[b.row.attention] ||
        serious(b.row) - serious(a.row) ||
        a.index - b.index,
    )
    .map(({ row }) => row);
}
