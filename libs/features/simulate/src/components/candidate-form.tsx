// 考生信息: category and batch of the year (from the site config), a score or a rank, the electives and the
// special plans the student qualifies for (eligibility-fieldset.tsx). The box is checked with the contract's
// rules before the URL changes (their zod-free checks, from `@zhiyuan/contracts/basics`). Signed in,
// 使用个人中心的高考成绩 fills the form from the personal centre (the latest 高考 result, the first subject and
// the electives) and asks at once (the page does the same by itself when it opens with nothing to ask).
import { useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { SiteYear } from '@zhiyuan/contracts';
import {
  checkNumber,
  RANK_RULE,
  SCORE_RULE,
  type AccessKind,
  type CandidateSubject,
  type NumberCheck,
} from '@zhiyuan/contracts/basics';
import {
  Button,
  CheckboxGroup,
  ChoiceFieldset,
  FormField,
  Input,
  RadioGroup,
  RadioGroupItem,
  Select,
  toast,
} from '@zhiyuan/ui';
import { useDomain } from '@zhiyuan/feature-shared';
import { candidateFromProfile } from '../api/profile-candidate.ts';
import { simulateMessages } from '../messages.ts';
import { electiveChoices, firstSubjectOf } from '../utils/candidate-query.ts';
import { EligibilityFieldset } from './eligibility-fieldset.tsx';

const t = simulateMessages.candidate;

export interface CandidateValues {
  category: string;
  batch: string;
  score?: number;
  rank?: number;
  electives: CandidateSubject[];
  /** The special plans the student qualifies for (kept as they were when absent). */
  eligibility?: AccessKind[];
}

export interface CandidateFormProps {
  year: SiteYear;
  /** What the URL holds now (the form starts from it). */
  initial: CandidateValues;
  onSubmit: (values: CandidateValues) => void;
  signedIn: boolean;
  /** Called when the student starts on the form (a field or button takes the focus). */
  onEdit?: () => void;
}

type Mode = 'score' | 'rank';

/** The number in the box, or the reason it cannot be asked (the contract's Chinese message). */
function checkValue(mode: Mode, text: string): NumberCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { success: false, message: mode === 'score' ? t.scoreRequired : t.rankRequired };
  return checkNumber(mode === 'score' ? SCORE_RULE : RANK_RULE, trimmed);
}

export function CandidateForm({ year, initial, onSubmit, signedIn, onEdit }: CandidateFormProps) {
  const id = useId();
  const { api } = useDomain();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState(initial.category);
  const [batch, setBatch] = useState(initial.batch);
  const [mode, setMode] = useState<Mode>(initial.rank !== undefined ? 'rank' : 'score');
  const [text, setText] = useState(
    initial.rank !== undefined
      ? String(initial.rank)
      : initial.score !== undefined
        ? String(initial.score)
        : '',
  );
  const [electives, setElectives] = useState<CandidateSubject[]>(initial.electives);
  const [eligibility, setEligibility] = useState<AccessKind[]>(initial.eligibility ?? []);
  const [error, setError] = useState<string>();
  const [profileNote, setProfileNote] = useState<string>();
  const [profileBusy, setProfileBusy] = useState(false);

  const first = firstSubjectOf(year, category);
  const { subjects, max } = electiveChoices(year, category);
  const chosen = electives.filter((e) => subjects.includes(e));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkValue(mode, text);
    if (!checked.success) {
      setError(checked.message);
      return;
    }
    setError(undefined);
    onSubmit({
      category,
      batch,
      electives: chosen,
      eligibility,
      ...(mode === 'score' ? { score: checked.data } : { rank: checked.data }),
    });
  };

  const fromProfile = async () => {
    setProfileBusy(true);
    setProfileNote(undefined);
    try {
      const values = await candidateFromProfile(queryClient, api, year, { category, batch });
      if (!values || values.score === undefined) {
        setProfileNote(t.noGaokao);
        return;
      }
      setCategory(values.category);
      setMode('score');
      setText(String(values.score));
      setElectives(values.electives);
      setError(undefined);
      // The form is re-made from the URL once asked, so the note goes out as a toast.
      toast.success(t.fromProfileDone(values.score));
      onSubmit({ ...values, eligibility });
    } catch {
      // The HTTP client has shown the reason already; the form stays as it was.
    } finally {
      setProfileBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={submit}
      onFocus={onEdit}
      className="flex flex-col gap-4 rounded-lg border bg-card p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-medium">
          {t.heading}
        </h2>
        {signedIn && (
          <Button
            type="button"
            variant="ghost"
            size="small"
            disabled={profileBusy}
            onClick={() => void fromProfile()}
          >
            <UserRound aria-hidden="true" />
            {profileBusy ? t.fromProfileLoading : t.fromProfile}
          </Button>
        )}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label={t.category}
          options={year.categories.map((c) => ({ value: c.name, label: c.name }))}
          value={category}
          onValueChange={(value) => {
            setCategory(value);
            setElectives((list) => list.filter((e) => electiveChoices(year, value).subjects.includes(e)));
          }}
        />
        <Select
          label={t.batch}
          options={year.batches.map((b) => ({ value: b.name, label: b.name }))}
          value={batch}
          onValueChange={setBatch}
        />
        <ChoiceFieldset legend={t.mode} layout="inline">
          <RadioGroup
            aria-label={t.mode}
            value={mode}
            onValueChange={(value) => {
              setMode(value === 'rank' ? 'rank' : 'score');
              setText('');
              setError(undefined);
            }}
          >
            <RadioGroupItem value="score" label={t.byScore} />
            <RadioGroupItem value="rank" label={t.byRank} />
          </RadioGroup>
        </ChoiceFieldset>
        <FormField label={mode === 'score' ? t.score : t.rank} error={error}>
          <Input
            value={text}
            onChange={(event) => setText(event.target.value)}
            inputMode={mode === 'score' ? 'decimal' : 'numeric'}
            placeholder={mode === 'score' ? t.scorePlaceholder : t.rankPlaceholder}
            autoComplete="off"
          />
        </FormField>
      </div>
      <CheckboxGroup
        legend={t.subjects}
        hint={t.electivesHint(max)}
        lead={first && <span className="text-sm text-muted-foreground">{t.firstSubject(first)}</span>}
        options={subjects}
        value={chosen}
        max={max}
        onValueChange={setElectives}
      />
      <EligibilityFieldset value={eligibility} onChange={setEligibility} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary">
          {t.submit}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {profileNote}
        </p>
      </div>
    </form>
  );
}
