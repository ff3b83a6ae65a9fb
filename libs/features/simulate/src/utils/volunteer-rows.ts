// The 志愿表 as rows of text, the same for the printed page and the Excel file: position, college code and
// name, group, the majors in order, 服从调剂, and the tier with its estimated probability (never more precise
// than a whole percent).
import type { AdmissionTier } from '@zhiyuan/contracts';
import { simulateMessages } from '../messages.ts';
import type { VolunteerDraft } from './draft.ts';

const t = simulateMessages.print;

export interface VolunteerRow {
  position: number;
  code: string;
  college: string;
  group: string;
  majors: string;
  adjustment: string;
  tier: string;
  probability: string;
}

export function volunteerRows(
  draft: VolunteerDraft,
  estimates: readonly { probability: number | null; tier: AdmissionTier | null }[],
): VolunteerRow[] {
  return draft.choices.map((c, i) => {
    const estimate = estimates[i] ?? { probability: c.probability, tier: c.tier };
    return {
      position: i + 1,
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
    };
  });
}

/** The column titles in row order. */
export const VOLUNTEER_COLUMNS: readonly { key: keyof VolunteerRow; title: string }[] = [
  { key: 'position', title: t.columns.position },
  { key: 'code', title: t.columns.code },
  { key: 'college', title: t.columns.college },
  { key: 'group', title: t.columns.group },
  { key: 'majors', title: t.columns.majors },
  { key: 'adjustment', title: t.columns.adjustment },
  { key: 'tier', title: t.columns.tier },
  { key: 'probability', title: t.columns.probability },
];

/** 2026-06-26 in Beijing time, for file names and the printed date. */
export function today(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(now);
}
