import { describe, expect, it } from 'vitest';
import { examResultsFixture } from '@zhiyuan/feature-testing';
import { emptyExamForm, examResolver, fromExamForm, sumOfScores, toExamForm } from './exam-form.ts';

const resolve = (values: ReturnType<typeof emptyExamForm>) =>
  Promise.resolve(examResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false }));

describe('exam form', () => {
  it('round-trips a result through the form values', () => {
    for (const result of examResultsFixture) {
      expect(fromExamForm(toExamForm(result))).toEqual({
        ...result,
        // The form lists subjects in the catalogue's order.
        scores: result.scores,
      });
    }
  });

  it('sums the filled subject boxes', () => {
    const form = emptyExamForm();
    expect(sumOfScores(form.scores)).toBeNull();
    form.scores.语文 = '100.5';
    form.scores.数学 = '120';
    form.scores.物理 = ' ';
    expect(sumOfScores(form.scores)).toBe(220.5);
  });

  it('puts each message of the shared schema under its box', async () => {
    const form = emptyExamForm();
    form.examName = '月考';
    form.examDate = '2025-02-30';
    form.scores.数学 = '160';
    form.scores.外语 = '100';
    form.total = '200';
    form.rank = '0';
    const { errors } = await resolve(form);
    expect(errors.examDate?.message).toBe('请选择考试日期（格式为YYYY-MM-DD）');
    expect(errors.scores?.数学?.message).toBe('数学成绩应在0到150之间');
    expect(errors.scores?.外语).toBeUndefined();
    expect(errors.rank?.message).toBe('位次应为正整数');
  });

  it('checks the total against the subjects once every box is valid', async () => {
    const form = toExamForm(examResultsFixture[0]!);
    form.total = '585';
    const { errors } = await resolve(form);
    expect(Object.keys(errors)).toEqual(['total']);
    expect(errors.total?.message).toBe('总分与各科成绩之和不一致');
  });

  it('resolves a valid form to the API shape', async () => {
    const { values, errors } = await resolve(toExamForm(examResultsFixture[2]!));
    expect(errors).toEqual({});
    expect(values).toEqual(examResultsFixture[2]);
  });
});
