/**
 * The decisions a person gives an import for the universities a file names that no rule matched, as text: one a
 * line (or separated by ;), `招生代码或校名=学校标识码` or `招生代码或校名=跳过`; a comma works as well as =, so
 * a two-column CSV (键,决定) does too. Read here once, so the upload's query check and the import itself agree.
 */

/** The word a decision skips a university's rows with. */
export const IMPORT_DECISION_SKIP = '跳过';

/** The decisions text of `decisions` (key → 学校标识码 or 'skip'), one a line: what the upload takes. */
export function writeImportDecisions(decisions: Readonly<Record<string, string>>): string {
  return Object.entries(decisions)
    .map(([key, decision]) => `${key}=${decision === 'skip' ? IMPORT_DECISION_SKIP : decision}`)
    .join('\n');
}

/** One decision as written: the key (a 招生代码 or a name, not yet normalised) and a 学校标识码 or skip. */
export interface ImportDecisionEntry {
  key: string;
  decision: { collegeCode: string } | 'skip';
}

/** The entries of a decisions text, and a Chinese message for each one that is not written as it should be. */
export function readImportDecisions(text: string): { entries: ImportDecisionEntry[]; errors: string[] } {
  const entries: ImportDecisionEntry[] = [];
  const errors: string[] = [];
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/[\r\n;；]+/)
    .map((e) => e.trim())
    .filter((e) => e !== '');
  lines.forEach((entry, i) => {
    const m = /^(.+?)\s*[=,，＝]\s*(.+)$/.exec(entry);
    const key = m?.[1]?.trim() ?? '';
    const value = m?.[2]?.trim() ?? '';
    if (i === 0 && key === '键' && value === '决定') return;
    if (key === '' || value === '') {
      errors.push(`第 ${i + 1} 条决定“${entry}”应写成 招生代码或校名=学校标识码（或 =跳过）`);
    } else if (/^(跳过|skip)$/i.test(value)) entries.push({ key, decision: 'skip' });
    else if (/^\d{10}$/.test(value)) entries.push({ key, decision: { collegeCode: value } });
    else errors.push(`第 ${i + 1} 条决定“${entry}”：决定应为 10 位学校标识码或“跳过”`);
  });
  return { entries, errors };
}
