// The dialog for adding or editing one exam result: name, date, whether it is the 高考, one box per subject
// (blank for a subject not taken), the total — checked against the subjects by the shared schema, with a
// 按各科求和 shortcut — and the optional rank.
import { useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import { SUBJECT_FULL_MARKS, SUBJECTS, type ExamResult } from '@zhiyuan/contracts';
import { Button, Checkbox, Dialog, DialogClose, FormField, Input } from '@zhiyuan/ui';
import { useValidateEdited } from '@zhiyuan/feature-shared';
import { profileMessages } from '../messages.ts';
import {
  emptyExamForm,
  examResolver,
  sumOfScores,
  toExamForm,
  type ExamFormValues,
} from '../utils/exam-form.ts';

const t = profileMessages.scores;

export interface ExamResultDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The result being edited; undefined to add one. */
  result: ExamResult | undefined;
  /** Saves; rejects (the dialog stays open, with what was typed) when the server refuses. */
  onSave: (result: ExamResult) => Promise<void>;
}

export function ExamResultDialog({ open, onOpenChange, result, onSave }: ExamResultDialogProps) {
  const {
    register,
    control,
    handleSubmit,
    trigger,
    reset,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ExamFormValues, unknown, ExamResult>({
    resolver: examResolver,
    defaultValues: result ? toExamForm(result) : emptyExamForm(),
  });
  const validateEdited = useValidateEdited(trigger);
  const { field: gaokao } = useController({ control, name: 'isGaokao' });
  const gaokaoChecks = validateEdited('isGaokao');

  // Each opening starts from the result being edited (or a blank form).
  useEffect(() => {
    if (open) reset(result ? toExamForm(result) : emptyExamForm());
  }, [open, result, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch {
      // The toast has said why; the form keeps what was typed.
    }
  });

  const fillTotal = () => {
    const sum = sumOfScores(getValues('scores'));
    if (sum !== null) setValue('total', String(sum), { shouldValidate: true });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={result ? t.editTitle : t.addTitle} width={600}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t.examName} error={errors.examName?.message} required>
            <Input
              {...register('examName', validateEdited('examName'))}
              placeholder={t.examNamePlaceholder}
            />
          </FormField>
          <FormField label={t.examDate} error={errors.examDate?.message} required>
            <Input {...register('examDate', validateEdited('examDate'))} type="date" />
          </FormField>
        </div>
        <Checkbox
          label={t.isGaokao}
          labelClassName="gap-2 self-start"
          name={gaokao.name}
          checked={gaokao.value}
          onCheckedChange={(checked) => {
            gaokao.onChange(checked === true);
            gaokaoChecks.onChange();
          }}
          onBlur={() => {
            gaokao.onBlur();
            gaokaoChecks.onBlur();
          }}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t.subjectsLegend}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {SUBJECTS.map((subject) => (
              <FormField
                key={subject}
                label={t.subjectScore(subject, SUBJECT_FULL_MARKS[subject])}
                error={errors.scores?.[subject]?.message}
              >
                <Input
                  {...register(`scores.${subject}`, validateEdited(`scores.${subject}`))}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={SUBJECT_FULL_MARKS[subject]}
                  step={0.5}
                />
              </FormField>
            ))}
          </div>
          {errors.scores?.message && (
            <p role="alert" className="text-xs text-destructive">
              {errors.scores.message}
            </p>
          )}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex items-start gap-2">
            <FormField
              className="min-w-0 flex-1"
              label={t.total}
              hint={t.totalHint}
              error={errors.total?.message}
              required
            >
              <Input
                {...register('total', validateEdited('total'))}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.5}
              />
            </FormField>
            <Button size="small" className="mt-6" onClick={fillTotal}>
              {t.sumSubjects}
            </Button>
          </div>
          <FormField label={t.rank} error={errors.rank?.message}>
            <Input {...register('rank', validateEdited('rank'))} type="number" inputMode="numeric" min={1} />
          </FormField>
        </div>
        <div className="flex justify-end gap-2">
          <DialogClose>
            <Button>{profileMessages.cancel}</Button>
          </DialogClose>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {profileMessages.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
