// The 志愿表 as rows of text, the same for the printed page and the Excel file: position, the province's
// 招生代码 (what the student types into the official system; — where none is stored), college code and
// name, group, the majors in order, 服从调剂, the tier with its estimated probability (never more precise
// than a whole percent), and 示例数据 where the row comes from generated sample data.
import type { AdmissionTier } from '@zhiyuan/contracts';
import { simulateMessages } from '../messages.ts';
import type { VolunteerDraft } from './draft.ts';

const t = simulateMessages.print;

export interface VolunteerRow {
  position: number;
  enrollmentCode: string;
  code: string;
  college: string;
  group: string;
  majors: string;
  adjustment: string;
  tier: string;
  probability: string;
  /** 示例数据, or empty for real data. */
  sample: string;
}

export function volunteerRows(
  draft: VolunteerDraft,
  estimates: readonly { probability: number | null; tier: AdmissionTier | null }[],
): VolunteerRow[] {
  return draft.choices.map((c, i) => {
    const estimate = estimates[i] ?? { probability: c.probability, tier: c.tier };
    return {
      position: i + 1,
      enrollmentCode: c.enrollmentCode ?? simulateMessages.dash,
      code: c.collegeCode,
      college: c.collegeName,
      group: c.groupCode ?? simulateMessages.dash,
      majors:
        c.majors.length > 0
          ? c.majors.map((m, j) => `${j + 1}.${m.name}`).join(' ')
          : simulateMessages.list.noMajors,
      adjustment: c.adjustment ? t.yes : t.no,
      tier: estimate.tier ?? simulateMessages.list.tierUnknown,
      probability:
        estimate.probability === null
          ? simulateMessages.dash
          : simulateMessages.percent(estimate.probability),
      sample: c.sample ? t.sample : '',
    };
  });
}

/** The column titles in row order. */
export const VOLUNTEER_COLUMNS: readonly { key: keyof VolunteerRow; title: string }[] = [
  { key: 'position', title: t.columns.position },
  { key: 'enrollmentCode', title: t.columns.enrollmentCode },
  { key: 'code', title: t.columns.code },
  { key: 'college', title: t.columns.college },
  { key: 'group', title: t.columns.group },
  { key: 'majors', title: t.columns.majors },
  { key: 'adjustment', title: t.columns.adjustment },
  { key: 'tier', title: t.columns.tier },
  { key: 'probability', title: t.columns.probability },
  { key: 'sample', title: t.columns.sample },
];

/** The notes under the table: the estimate's caveat, then what a — 招生代码 and a 示例数据 row mean. */
export function volunteerNotes(rows: readonly VolunteerRow[]): string[] {
  const notes: string[] = [t.note];
  if (rows.some((r) => r.enrollmentCode === simulateMessages.dash)) notes.push(t.noEnrollmentCode);
  if (rows.some((r) => r.sample !== '')) notes.push(t.sampleNote);
  return notes;
}

/** 2026-06-26 in Beijing time, for file names and the printed date. */
export function today(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(now);
}
