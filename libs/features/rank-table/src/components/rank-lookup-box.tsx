// The rank lookup box of the home page: a total score and a category give the candidate's place in the
// 一分一段 table of the latest year with data (位次 from–to, how many share the score), with a link to the
// full table at /data/orderLine for the details. Which year that is comes from the page (the year of the
// batch lines it shows), through `tableYear`.
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { RankLookupQuery } from '@zhiyuan/contracts';
import { SCORE_MAX } from '@zhiyuan/contracts/basics';
import { isApiError, toThousandFilter } from '@zhiyuan/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  ChoiceFieldset,
  FormField,
  Input,
  RadioGroup,
  RadioGroupItem,
  SampleBadge,
} from '@zhiyuan/ui';
import { RANK_TABLE_PATH, rankTablePath, useSiteConfig } from '@zhiyuan/feature-shared';
import { useRankLookup } from '../api/rank-table.ts';
import { rankTableMessages } from '../messages.ts';

const t = rankTableMessages.lookupBox;

/** Reads a typed score: a number from 0 to 750 (halves allowed), else null. */
export function parseScore(value: string): number | null {
  const text = value.trim();
  if (!/^\d{1,3}(\.5|\.0)?$/.test(text)) return null;
  const score = Number(text);
  return score >= 0 && score <= SCORE_MAX ? score : null;
}

function LookupResult({ lookup }: { lookup: RankLookupQuery }) {
  const result = useRankLookup(lookup);
  if (result.isPending) return <p className="text-sm text-muted-foreground">{t.loading}</p>;
  if (result.isError) {
    const message = isApiError(result.error) && result.error.kind === 'api' ? result.error.message : t.failed;
    return <p className="text-sm text-destructive">{message}</p>;
  }
  const entry = result.data;
  return (
    <div className="flex flex-col gap-1.5 rounded-md bg-primary-soft px-4 py-3">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        {t.result(entry.year, entry.category, entry.score)}
        {entry.sample && <SampleBadge />}
      </p>
      <p className="text-lg">
        {t.rank}{' '}
        <strong className="text-2xl font-semibold text-primary-strong">
          {t.rankRange(toThousandFilter(entry.rankFrom), toThousandFilter(entry.rankTo))}
        </strong>
      </p>
      <p className="text-sm text-muted-foreground">
        {entry.score > entry.top
          ? t.aboveTop(entry.top, toThousandFilter(entry.count))
          : entry.score < entry.bottom
            ? t.belowBottom(entry.bottom)
            : t.count(toThousandFilter(entry.count))}
      </p>
      <Link
        to={rankTablePath(entry.score, entry.category)}
        className="text-sm text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {t.details}
      </Link>
    </div>
  );
}

export interface RankLookupBoxProps {
  /** The year of the latest published lines (null until known, or when there are none). */
  tableYear: number | null;
  className?: string;
}

export function RankLookupBox({ tableYear, className }: RankLookupBoxProps) {
  const { config } = useSiteConfig();
  // The table of the year whose lines are shown; before any line exists, the year before the current one.
  const year = tableYear ?? config.currentYear - 1;
  const categories = config.years.find((y) => y.year === year)?.categories.map((c) => c.name) ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const category = chosen !== null && categories.includes(chosen) ? chosen : (categories[0] ?? '');
  const [error, setError] = useState<string | null>(null);
  const [lookup, setLookup] = useState<RankLookupQuery | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('score');
    const score = typeof typed === 'string' ? typed : '';
    if (!score.trim()) return setError(t.scoreRequired);
    const value = parseScore(score);
    if (value === null) return setError(t.scoreInvalid);
    setError(null);
    setLookup({ year, category, score: value });
  };

  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle as="h2" className="text-lg font-semibold">
          {t.heading}
        </CardTitle>
        <CardDescription>{t.description(tableYear)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* A GET form of the 一分一段 page: before hydration or without JavaScript it opens the page with the
            answer (rendered by the server); with JavaScript the answer shows here. The box is uncontrolled, so
            what is typed before hydration stays. The radios are Radix buttons: the category goes hidden. */}
        <form
          method="get"
          action={RANK_TABLE_PATH}
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-3"
        >
          <input type="hidden" name="year" value={year} />
          {category && <input type="hidden" name="category" value={category} />}
          <FormField label={t.score} error={error} required>
            <Input inputMode="decimal" autoComplete="off" name="score" placeholder={t.scorePlaceholder} />
          </FormField>
          {categories.length > 0 && (
            <ChoiceFieldset legend={t.category}>
              <RadioGroup aria-label={t.category} value={category} onValueChange={setChosen}>
                {categories.map((name) => (
                  <RadioGroupItem key={name} value={name} label={name} />
                ))}
              </RadioGroup>
            </ChoiceFieldset>
          )}
          <Button type="submit" variant="primary" disabled={!category} className="self-start">
            <Search aria-hidden="true" />
            {t.submit}
          </Button>
        </form>
        <div role="status" aria-live="polite">
          {lookup && <LookupResult lookup={lookup} />}
        </div>
      </CardContent>
    </Card>
  );
}
