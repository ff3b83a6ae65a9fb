// The class summary as rows: one per student — the latest exam result, the latest 志愿表 with its 冲/稳/保
// counts and what its checks warn of, and when it was saved — for the Excel file and the printed summary. The
// score and rank are numbers (sortable cells in Excel).
import type { ClassDesk } from '@zhiyuan/contracts';
import { adminClassesMessages as t } from '../messages.ts';

export const CLASS_COLUMNS = t.classColumns;

export type ClassRow = readonly (string | number)[];

/** The list's rank: the one the student gave, or the one the server found for the score. */
export const listRank = (list: NonNullable<ClassDesk['students'][number]['list']>) =>
  list.rank ?? list.candidateRank;

const time = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

export function classRows(desk: ClassDesk): ClassRow[] {
  return desk.students.map((s) => {
    const list = s.list;
    return [
      s.name || s.phone,
      s.phone,
      s.exam ? t.exam(s.exam.name, s.exam.total, s.exam.rank) : t.noExam,
      list ? t.listSummary(list.name, list.version) : t.noList,
      list?.score ?? '',
      (list && listRank(list)) ?? '',
      list?.choiceCount ?? 0,
      list?.tiers.冲 ?? 0,
      list?.tiers.稳 ?? 0,
      list?.tiers.保 ?? 0,
      list
        ? list.checks
            .filter((c) => c.severity !== 'info')
            .map((c) => c.message)
            .join('；')
        : '',
      list ? time(list.updatedAt) : '',
      t.attention[s.attention],
    ];
  });
}

/** 高三（1）班 2026届 班级志愿汇总 2026-06-27 */
export const classFileTitle = (desk: ClassDesk, day: string) =>
  t.fileTitle(desk.class.name, desk.class.graduationYear, day);
