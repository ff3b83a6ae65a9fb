// 打印预览 of the 志愿表 on an A4 page (the ui PrintRegion: only the sheet prints): the student's details from
// the personal centre when signed in (name, high school, class, exam number, category, score, rank, 选科 —
// blank lines to fill in by hand otherwise), the choices in order with their 招生代码, majors, 服从调剂, the
// estimate and the 示例数据 mark, the reminder that estimates are not promises (and what — and 示例数据 mean),
// and lines for signatures.
import { cn, PrintRegion } from '@zhiyuan/ui';
import { simulateMessages } from '../messages.ts';
import type { StudentDetails } from '../api/student.ts';
import type { VolunteerDraft } from '../utils/draft.ts';
import { today, VOLUNTEER_COLUMNS, volunteerNotes, type VolunteerRow } from '../utils/volunteer-rows.ts';

const t = simulateMessages.print;

/** Short cells that read badly broken over two lines (示例数据, a 招生代码). */
const NO_WRAP: ReadonlySet<keyof VolunteerRow> = new Set(['enrollmentCode', 'sample']);

/**
 * A4 portrait with a print margin. While the preview is open, the page under it is left out of the print
 * entirely (not only made invisible), so its height adds no blank pages after the sheet.
 */
const PAGE_CSS = [
  '@page { size: A4 portrait; margin: 12mm; }',
  '@media print { body:has([data-print-layer]) > :not([data-print-layer]):not(:has([data-print-layer])) { display: none !important; } }',
].join('\n');

/** The label and value pairs of the student block (also the Excel file's header). */
export function studentFields(
  draft: VolunteerDraft,
  student: StudentDetails | null,
): (readonly [string, string])[] {
  const subjects =
    draft.electives.length > 0
      ? draft.electives.join('、')
      : student?.info
        ? [student.info.firstSubject, ...student.info.electives].join('、')
        : '';
  return [
    [t.fields.name, student?.name ?? ''],
    [t.fields.school, student?.school ?? ''],
    [t.fields.className, student?.className ?? ''],
    [t.fields.examNumber, student?.examNumber ?? ''],
    [t.fields.category, `${draft.year}年 ${draft.category}`],
    [t.fields.batch, draft.batch],
    [t.fields.score, draft.score === null ? '' : String(draft.score)],
    [t.fields.rank, draft.rank === null ? '' : simulateMessages.rankValue(draft.rank)],
    [t.fields.subjects, subjects],
  ] as const;
}

export interface VolunteerPrintProps {
  draft: VolunteerDraft;
  rows: readonly VolunteerRow[];
  /** The rank the estimates used (from the score when only a score was given). */
  candidateRank: number | null;
  student: StudentDetails | null;
  onClose: () => void;
}

export function VolunteerPrint({ draft, rows, candidateRank, student, onClose }: VolunteerPrintProps) {
  const fields = studentFields(draft, student).map(([label, value]) =>
    label === t.fields.rank && value === '' && candidateRank !== null
      ? ([label, simulateMessages.rankValue(candidateRank)] as const)
      : ([label, value] as const),
  );
  return (
    <PrintRegion preview title={t.title} buttonLabel={t.button} onClose={onClose}>
      <style>{PAGE_CSS}</style>
      <article className="mx-auto flex w-full max-w-[210mm] flex-col gap-4 bg-white p-4 text-[13px] text-black print:max-w-none print:p-0 sm:p-8">
        <h2 className="text-center text-xl font-semibold">{t.heading(draft.name)}</h2>
        <section aria-label={t.student}>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 sm:grid-cols-3 print:grid-cols-3">
            {fields.map(([label, value]) => (
              <div key={label} className="flex gap-2 border-b border-black/40 pb-0.5">
                <dt className="shrink-0 text-black/70">{label}：</dt>
                <dd className="min-h-5 flex-1 font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="overflow-x-auto print:overflow-visible">
          <table className="w-full border-collapse text-[12px]">
            <caption className="sr-only">{t.caption}</caption>
            <thead>
              <tr>
                {VOLUNTEER_COLUMNS.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    className="border border-black/60 px-1.5 py-1 text-left font-medium whitespace-nowrap"
                  >
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.position} className="break-inside-avoid">
                  {VOLUNTEER_COLUMNS.map((c) => (
                    <td
                      key={c.key}
                      className={cn(
                        'border border-black/60 px-1.5 py-1 align-top',
                        NO_WRAP.has(c.key) && 'whitespace-nowrap',
                      )}
                    >
                      {row[c.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {volunteerNotes(rows).map((note) => (
          <p key={note} className="text-[11px] text-black/70">
            {note}
          </p>
        ))}
        <div className="mt-4 flex flex-wrap justify-between gap-4">
          <span>{t.signature}＿＿＿＿＿＿＿＿</span>
          <span>{t.parentSignature}＿＿＿＿＿＿＿＿</span>
          <span>{t.printedAt(today())}</span>
        </div>
      </article>
    </PrintRegion>
  );
}
