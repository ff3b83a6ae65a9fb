// 院校对比's 我的分数: the score the colleges' chances are estimated for. Filled from the personal centre when
// the student has a 高考 result; a typed score goes into the URL (so a shared link shows the same figures).
import { useState, type FormEvent } from 'react';
import { SCORE_MAX, VALIDATION_MESSAGES } from '@zhiyuan/contracts/basics';
import { Button, FormField, Input } from '@zhiyuan/ui';
import { collegesMessages } from '../messages.ts';
import { readScore } from '../utils/college-compare.ts';

const t = collegesMessages.compare.score;

export interface CompareScoreFieldProps {
  score: number | undefined;
  fromProfile: boolean;
  onChange: (score: number | undefined) => void;
}

export function CompareScoreField({ score, fromProfile, onChange }: CompareScoreFieldProps) {
  const [text, setText] = useState(score === undefined ? '' : String(score));
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = readScore(text);
    if (text.trim() !== '' && value === undefined) {
      setError(VALIDATION_MESSAGES.scoreInvalid);
      return;
    }
    setError('');
    onChange(value);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2">
      <FormField
        label={t.label}
        hint={fromProfile && text === String(score) ? t.fromProfile : t.hint}
        error={error}
        className="w-full max-w-md"
      >
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          max={SCORE_MAX}
          step="any"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </FormField>
      <Button type="submit" variant="outline" className="sm:mt-6">
        {t.submit}
      </Button>
    </form>
  );
}
