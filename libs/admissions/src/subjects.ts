/**
 * 选科 requirements: a group's requirement in the dataset's canonical form ('不限', or subjects joined by '+'
 * first subject first: '物理+化学', '历史', '思想政治') read into the subjects a candidate must all have taken,
 * and compared with the candidate's subjects. Common variants (政治, 生物学, 、 or ， as separators, full-width
 * ＋) are read too, so a hand-typed requirement is not flagged for its spelling.
 */

export const SUBJECTS = ['物理', '历史', '化学', '生物', '思想政治', '地理'] as const;
export type Subject = (typeof SUBJECTS)[number];

/** '不限' → any; otherwise every listed subject is required (均须选考). */
export type SubjectRequirement =
  { readonly kind: 'any' } | { readonly kind: 'all'; readonly subjects: readonly Subject[] };

const ALIASES: Readonly<Record<string, Subject>> = {
  政治: '思想政治',
  思政: '思想政治',
  生物学: '生物',
  物: '物理',
  史: '历史',
  化: '化学',
  生: '生物',
  政: '思想政治',
  地: '地理',
};

/** A subject name or alias as a subject, or null. */
export function toSubject(name: string): Subject | null {
  const value = name.trim();
  if ((SUBJECTS as readonly string[]).includes(value)) return value as Subject;
  return ALIASES[value] ?? null;
}

/** The requirement a text states, or null when it names something that is not a subject. */
export function parseSubjectRequirement(text: string): SubjectRequirement | null {
  const value = text.replace(/＋/g, '+').trim();
  if (value === '' || /^(不限|不提|无要求|没有要求)/.test(value)) return { kind: 'any' };
  const parts = value.split(/[+,，、;；/\s]+/).filter((p) => p !== '');
  const subjects: Subject[] = [];
  for (const part of parts) {
    const subject = toSubject(part);
    if (subject === null) return null;
    if (!subjects.includes(subject)) subjects.push(subject);
  }
  return subjects.length === 0 ? null : { kind: 'all', subjects };
}

/**
 * The required subjects the candidate lacks ([] when the candidate may apply), or null when the requirement
 * cannot be read. `candidateSubjects` is the first subject and the two electives, names or aliases.
 */
export function missingSubjects(
  requirement: string | SubjectRequirement,
  candidateSubjects: readonly string[],
): Subject[] | null {
  const parsed = typeof requirement === 'string' ? parseSubjectRequirement(requirement) : requirement;
  if (parsed === null) return null;
  if (parsed.kind === 'any') return [];
  const taken = new Set(candidateSubjects.map(toSubject).filter((s) => s !== null));
  return parsed.subjects.filter((s) => !taken.has(s));
}
