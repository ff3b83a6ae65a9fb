// The two lookups of 一分一段: 分数查位次 (how many had the score, how many had it or more, the rank range) and
// 位次查分数 (the score of the candidate at a rank). Each box is checked with the contract's rule before the
// URL changes; the answer, or the server's reason (a rank beyond the table), shows under the form.
import { useId, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { RankByRank, RankEntry } from '@zhiyuan/contracts';
import { Button, cn, FormField, Input, SampleBadge, Skeleton } from '@zhiyuan/ui';
import { useSiteConfig } from '../../shared/index.ts';
import { rankMessages as t } from '../messages.ts';
import { checkRankBox, checkScoreBox, type BoxCheck } from '../utils/rank-query.ts';

interface LookupState<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
}

function LookupCard({ title, form, children }: { title: string; form: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border bg-card p-5">
      <h2 id={headingId} className="text-lg font-medium">
        {title}
      </h2>
      {form}
      <div aria-live="polite">{children}</div>
    </section>
  );
}

function Figure({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-0.5 rounded-md bg-muted px-3 py-2', className)}>
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-lg font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

function Answer<T>({ state, children }: { state: LookupState<T>; children: (data: T) => ReactNode }) {
  const { config } = useSiteConfig();
  if (state.error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {state.error.message}
      </p>
    );
  }
  if (state.isFetching && !state.data) return <Skeleton className="h-16 w-full" />;
  if (!state.data) return null;
  const sample = (state.data as { sample?: boolean }).sample === true;
  return (
    <div className="flex flex-col gap-2">
      {children(state.data)}
      {sample && (
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <SampleBadge>{config.sampleBadge}</SampleBadge>
        </p>
      )}
    </div>
  );
}

type ScoreForm = { score: string };
type RankForm = { rank: string };

/** react-hook-form's view of a box check: the number on success, the message under the box otherwise. */
function boxResolver<K extends 'score' | 'rank'>(
  name: K,
  check: (text: string) => BoxCheck,
): Resolver<Record<K, string>, unknown, Record<K, number>> {
  return (values) => {
    const result = check(values[name]);
    if (result.ok) return { values: { [name]: result.value } as Record<K, number>, errors: {} };
    // A computed key widens to string; the object has exactly the field `name`.
    const errors = { [name]: { type: 'validate', message: result.message } } as FieldErrors<
      Record<K, string>
    >;
    return { values: {}, errors };
  };
}

const scoreResolver = boxResolver('score', checkScoreBox);
const rankResolver = boxResolver('rank', checkRankBox);

export function ScoreLookup({
  score,
  onSubmit,
  state,
}: {
  score: number | undefined;
  onSubmit: (score: number) => void;
  state: LookupState<RankEntry>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ScoreForm, unknown, { score: number }>({
    resolver: scoreResolver,
    values: { score: score === undefined ? '' : String(score) },
  });
  return (
    <LookupCard
      title={t.score.heading}
      form={
        <form
          noValidate
          onSubmit={(e) => void handleSubmit((v) => onSubmit(v.score))(e)}
          className="flex items-start gap-2"
        >
          <FormField label={t.score.label} error={errors.score?.message} className="flex-1">
            <Input
              {...register('score')}
              inputMode="decimal"
              placeholder={t.score.placeholder}
              autoComplete="off"
            />
          </FormField>
          <Button type="submit" variant="primary" className="mt-5">
            {t.score.submit}
          </Button>
        </form>
      }
    >
      <Answer state={state}>
        {(entry) => (
          <>
            <p className="text-sm font-medium">
              {entry.year}年{entry.category} {t.score.result(entry.score)}
            </p>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              <Figure term={t.score.count}>{entry.count.toLocaleString('zh-CN')}</Figure>
              <Figure term={t.score.cumulative}>{entry.cumulative.toLocaleString('zh-CN')}</Figure>
              <Figure term={t.score.range} className="col-span-2 sm:col-span-1">
                {t.rangeValue(entry.rankFrom, entry.rankTo)}
              </Figure>
            </dl>
          </>
        )}
      </Answer>
    </LookupCard>
  );
}

export function RankLookup({
  rank,
  onSubmit,
  state,
}: {
  rank: number | undefined;
  onSubmit: (rank: number) => void;
  state: LookupState<RankByRank>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RankForm, unknown, { rank: number }>({
    resolver: rankResolver,
    values: { rank: rank === undefined ? '' : String(rank) },
  });
  return (
    <LookupCard
      title={t.rank.heading}
      form={
        <form
          noValidate
          onSubmit={(e) => void handleSubmit((v) => onSubmit(v.rank))(e)}
          className="flex items-start gap-2"
        >
          <FormField label={t.rank.label} error={errors.rank?.message} className="flex-1">
            <Input
              {...register('rank')}
              inputMode="numeric"
              placeholder={t.rank.placeholder}
              autoComplete="off"
            />
          </FormField>
          <Button type="submit" variant="primary" className="mt-5">
            {t.rank.submit}
          </Button>
        </form>
      }
    >
      <Answer state={state}>
        {(entry) => (
          <>
            <p className="text-sm font-medium">
              {entry.year}年{entry.category} {t.rank.result(entry.rank)}
            </p>
            <dl className="grid grid-cols-2 gap-2">
              <Figure term={t.rank.score}>{entry.score}</Figure>
              <Figure term={t.rank.range}>{t.rangeValue(entry.rankFrom, entry.rankTo)}</Figure>
            </dl>
          </>
        )}
      </Answer>
    </LookupCard>
  );
}
