// The exam result form's values (text as typed, one box per subject) and the resolver that turns them into
// an exam result checked by the shared examResultSchema — including "total equals the sum of the subject
// scores" — with each message put back under its box.
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  examResultSchema,
  SUBJECTS,
  type ExamResult,
  type ExamResultInput,
  type Subject,
} from '@zhiyuan/contracts';

export interface ExamFormValues {
  examName: string;
  examDate: string;
  isGaokao: boolean;
  total: string;
  rank: string;
  /** One box per subject; '' for a subject not taken. */
  scores: Record<Subject, string>;
}

function blankScores(): Record<Subject, string> {
  return Object.fromEntries(SUBJECTS.map((s) => [s, ''])) as Record<Subject, string>;
}

export function emptyExamForm(): ExamFormValues {
  return { examName: '', examDate: '', isGaokao: false, total: '', rank: '', scores: blankScores() };
}

export function toExamForm(result: ExamResult): ExamFormValues {
  const scores = blankScores();
  for (const s of result.scores) scores[s.subject] = String(s.score);
  return {
    examName: result.examName,
    examDate: result.examDate,
    isGaokao: result.isGaokao,
    total: String(result.total),
    rank: result.rank === undefined ? '' : String(result.rank),
    scores,
  };
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The form's values as the API shape (numbers may be NaN: the schema reports them). */
export function fromExamForm(values: ExamFormValues): ExamResultInput {
  const rank = values.rank.trim();
  return {
    examName: values.examName,
    examDate: values.examDate,
    isGaokao: values.isGaokao,
    total: toNumber(values.total),
    ...(rank === '' ? {} : { rank: Number(rank) }),
    scores: SUBJECTS.filter((s) => values.scores[s].trim() !== '').map((subject) => ({
      subject,
      score: Number(values.scores[subject]),
    })),
  };
}

/** Sum of the subject boxes that hold a number, or null when none does. */
export function sumOfScores(scores: Record<Subject, string>): number | null {
  const numbers = SUBJECTS.map((s) => scores[s].trim())
    .filter((v) => v !== '')
    .map(Number)
    .filter((n) => Number.isFinite(n));
  if (numbers.length === 0) return null;
  // Half points exist in some mock exams; round away floating-point noise.
  return Math.round(numbers.reduce((a, b) => a + b, 0) * 100) / 100;
}

const TOP_FIELDS = ['examName', 'examDate', 'isGaokao', 'total', 'rank'] as const;
type TopField = (typeof TOP_FIELDS)[number];
const isTopField = (key: unknown): key is TopField => TOP_FIELDS.includes(key as TopField);

export const examResolver: Resolver<ExamFormValues, unknown, ExamResult> = (values) => {
  const input = fromExamForm(values);
  const parsed = examResultSchema.safeParse(input);
  if (parsed.success) return { values: parsed.data, errors: {} };

  const errors: FieldErrors<ExamFormValues> = {};
  for (const issue of parsed.error.issues) {
    const [head, index] = issue.path;
    const error = { type: issue.code, message: issue.message };
    if (isTopField(head)) {
      errors[head] ??= error;
    } else if (head === 'scores' && typeof index === 'number') {
      const subject = input.scores[index]?.subject;
      if (!subject) continue;
      const scoreErrors = (errors.scores ??= {});
      scoreErrors[subject] ??= error;
    } else if (head === 'scores') {
      errors.scores = { ...errors.scores, ...error };
    }
  }
  return { values: {}, errors };
};
