// A 志愿表's content (year, category, batch, score or rank, electives, choices) as the check and save calls
// take it, as the table's columns hold it and as a version stores it (JSON), read back defensively: the
// JSON was written by this module, but a column is never trusted blindly.
import type { Selectable } from 'kysely';
import { CANDIDATE_SUBJECTS, type CandidateSubject } from '@zhiyuan/contracts';
import type { VolunteerTablesTable } from '../../db/schema.ts';

/** A list's content, as stored in a version and as the check and save calls take it. */
export interface VolunteerContent {
  year: number;
  category: string;
  batch: string;
  score: number | null;
  rank: number | null;
  electives: CandidateSubject[];
  choices: {
    collegeId: number;
    groupCode: string | null;
    majors: { code: string | null; name: string }[];
    adjustment: boolean;
  }[];
}

/** The stored name with the content. */
export interface StoredContent extends VolunteerContent {
  name: string;
}

export type VolunteerTableRow = Selectable<VolunteerTablesTable>;

const subjectSet: ReadonlySet<string> = new Set(CANDIDATE_SUBJECTS);

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Reads stored choices defensively: the JSON was written by this module, but never trust a column blindly. */
export function readChoices(value: unknown): VolunteerContent['choices'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((c: unknown) => {
    if (typeof c !== 'object' || c === null) return [];
    const o = c as Record<string, unknown>;
    if (typeof o.collegeId !== 'number') return [];
    const majors = Array.isArray(o.majors)
      ? o.majors.flatMap((m: unknown) => {
          if (typeof m !== 'object' || m === null) return [];
          const mm = m as Record<string, unknown>;
          return typeof mm.name === 'string'
            ? [{ code: typeof mm.code === 'string' ? mm.code : null, name: mm.name }]
            : [];
        })
      : [];
    return [
      {
        collegeId: o.collegeId,
        groupCode: typeof o.groupCode === 'string' ? o.groupCode : null,
        majors,
        adjustment: o.adjustment === true,
      },
    ];
  });
}

function readSubjects(value: unknown): CandidateSubject[] {
  return Array.isArray(value)
    ? value.filter((v): v is CandidateSubject => typeof v === 'string' && subjectSet.has(v))
    : [];
}

export function contentOfRow(row: VolunteerTableRow): StoredContent {
  return {
    name: row.name,
    year: row.year,
    category: row.category,
    batch: row.batch,
    score: row.score,
    rank: row.rank,
    electives: readSubjects(parseJson(row.electives)),
    choices: readChoices(parseJson(row.choices)),
  };
}

export function contentOfVersion(text: string): StoredContent | null {
  const value = parseJson(text);
  if (typeof value !== 'object' || value === null) return null;
  const o = value as Record<string, unknown>;
  if (typeof o.year !== 'number' || typeof o.category !== 'string' || typeof o.batch !== 'string')
    return null;
  return {
    name: typeof o.name === 'string' ? o.name : '',
    year: o.year,
    category: o.category,
    batch: o.batch,
    score: typeof o.score === 'number' ? o.score : null,
    rank: typeof o.rank === 'number' ? o.rank : null,
    electives: readSubjects(o.electives),
    choices: readChoices(o.choices),
  };
}

export function columnsOf(content: StoredContent) {
  return {
    name: content.name,
    year: content.year,
    category: content.category,
    batch: content.batch,
    score: content.score,
    rank: content.rank,
    electives: JSON.stringify(content.electives),
    choices: JSON.stringify(content.choices),
  };
}
