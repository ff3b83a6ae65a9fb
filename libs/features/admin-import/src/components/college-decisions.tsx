// The universities a dry run could not match, each with a choice: one of its closest schools, or skip its
// rows. The choices become the upload's 院校决定 (`招生代码或校名=学校标识码|跳过`, one a line).
import { writeImportDecisions, type ImportUnmatchedCollege } from '@zhiyuan/contracts';
import { Select } from '@zhiyuan/ui';
import { adminImportMessages } from '../messages.ts';

const t = adminImportMessages.decisions;
const SKIP = 'skip';
const UNDECIDED = 'undecided';

/** The choice per unmatched university's key: a school code, or 'skip'. */
export type CollegeChoices = Readonly<Record<string, string>>;

/** The decisions text the upload takes. */
export const decisionsText = (choices: CollegeChoices) => writeImportDecisions(choices);

export interface CollegeDecisionsProps {
  unmatched: readonly ImportUnmatchedCollege[];
  choices: CollegeChoices;
  onChange: (choices: CollegeChoices) => void;
  /** Said beside the list when a university has no choice yet. */
  error?: string;
}

export function CollegeDecisions({ unmatched, choices, onChange, error }: CollegeDecisionsProps) {
  return (
    <section aria-labelledby="import-decisions" className="flex flex-col gap-2">
      <h3 id="import-decisions" className="text-base font-semibold">
        {t.heading}
      </h3>
      <p className="text-sm text-muted-foreground">{t.intro}</p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <ul className="flex flex-col gap-3" aria-label={t.caption}>
        {unmatched.map((college) => (
          <li
            key={college.key}
            className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex flex-col text-sm">
              <span className="font-medium">
                {college.enrollmentCode ? `${college.enrollmentCode} ` : ''}
                {college.name}
              </span>
              <span className="text-muted-foreground">{t.rows(college.rows, college.lines)}</span>
            </div>
            <Select
              aria-label={t.choice(college.name)}
              aria-invalid={Boolean(error) && !choices[college.key]}
              className="sm:w-80"
              value={choices[college.key] ?? UNDECIDED}
              onValueChange={(value) => {
                const next = { ...choices };
                if (value === UNDECIDED) delete next[college.key];
                else next[college.key] = value;
                onChange(next);
              }}
              options={[
                { value: UNDECIDED, label: t.undecided },
                ...college.candidates.map((c) => ({
                  value: c.code,
                  label: t.candidate(c.name, c.code, c.score),
                })),
                { value: SKIP, label: t.skip },
              ]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
