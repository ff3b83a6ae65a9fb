// 学生信息: name, gender, high school (the list comes from the server), class, graduation year, first subject
// (物理 or 历史), exactly two electives, and the optional exam number, checked with the shared
// studentInfoSchema before saving (POST /api/studentInfo/update).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import {
  ELECTIVE_SUBJECTS,
  FIRST_SUBJECTS,
  GENDERS,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  studentInfoSchema,
  type HighSchool,
  type StudentInfo,
  type StudentInfoInput,
} from '@zhiyuan/contracts';
import { Button, FormField, Input, Select, toast, type SelectOption, type SelectProps } from '@zhiyuan/ui';
import { reportError, useValidateEdited } from '../../shared/index.ts';
import { useHighSchools } from '../api/high-schools.ts';
import { useSaveStudentInfo, useStudentInfo } from '../api/student-info.ts';
import { profileMessages } from '../messages.ts';
import { ChoiceGroup, ChoiceOption } from './choice-group.tsx';
import { LoadError, PanelSkeleton } from './panel-states.tsx';

const t = profileMessages.info;

function schoolLabel(school: HighSchool): string {
  return `${school.name}（${school.city}${school.district ? `·${school.district}` : ''}）`;
}

function toFormValues(info: StudentInfo | null, fallbackName: string): Partial<StudentInfoInput> {
  if (!info) return { name: fallbackName, className: '', electives: [], examNumber: '' };
  return { ...info, examNumber: info.examNumber ?? '' };
}

type HighSchoolSelectProps = Pick<
  SelectProps,
  'id' | 'aria-describedby' | 'aria-invalid' | 'aria-required' | 'placeholder' | 'disabled'
> & { control: Control<StudentInfoInput, unknown, StudentInfo>; options: SelectOption[] };

/** The school Select bound to the form; takes the label and error wiring FormField hands its child. */
function HighSchoolSelect({ control, options, ...props }: HighSchoolSelectProps) {
  const { field } = useController({ control, name: 'highSchoolId' });
  return (
    <Select
      {...props}
      // A long school name stays on one line, cut with an ellipsis, instead of growing the box.
      className="[&>span]:min-w-0 [&>span]:truncate"
      name={field.name}
      options={options}
      value={field.value ? String(field.value) : ''}
      onValueChange={(value) => field.onChange(Number(value))}
    />
  );
}

export interface StudentInfoFormProps {
  /** Pre-fills the name when nothing was saved yet (the account's name). */
  defaultName?: string;
}

export function StudentInfoForm({ defaultName = '' }: StudentInfoFormProps) {
  const info = useStudentInfo();
  if (info.isPending) return <PanelSkeleton rows={6} label={t.heading} />;
  if (info.isError) return <LoadError onRetry={() => void info.refetch()} />;
  return <StudentInfoEditor initial={info.data} defaultName={defaultName} />;
}

function StudentInfoEditor({ initial, defaultName }: { initial: StudentInfo | null; defaultName: string }) {
  const schools = useHighSchools();
  const save = useSaveStudentInfo();
  const {
    register,
    control,
    handleSubmit,
    trigger,
    reset,
    getFieldState,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<StudentInfoInput, unknown, StudentInfo>({
    resolver: zodResolver(studentInfoSchema),
    defaultValues: toFormValues(initial, defaultName),
  });
  const validateEdited = useValidateEdited(trigger);
  const electives = useWatch({ control, name: 'electives' }) ?? [];

  // The account's name may arrive after the form: offer it while the name box is still untouched.
  useEffect(() => {
    if (!initial && defaultName && !getFieldState('name').isDirty && !getValues('name')) {
      setValue('name', defaultName);
    }
  }, [initial, defaultName, getFieldState, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(toFormValues(saved, defaultName));
      toast.success(profileMessages.saved);
    } catch (error) {
      reportError(error);
    }
  });

  const schoolOptions = (schools.data ?? []).map((s) => ({ value: String(s.id), label: schoolLabel(s) }));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {!initial && <p className="rounded-md bg-primary-soft px-3 py-2 text-sm">{t.empty}</p>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t.name} error={errors.name?.message} required>
          <Input {...register('name', validateEdited('name'))} autoComplete="name" />
        </FormField>
        <ChoiceGroup legend={t.gender} error={errors.gender?.message} required>
          {GENDERS.map((g) => (
            <ChoiceOption
              key={g}
              type="radio"
              value={g}
              label={g}
              invalid={!!errors.gender}
              {...register('gender', validateEdited('gender'))}
            />
          ))}
        </ChoiceGroup>
        <FormField
          label={t.highSchool}
          error={errors.highSchoolId?.message ?? (schools.isError ? t.highSchoolsFailed : undefined)}
          required
        >
          <HighSchoolSelect
            control={control}
            options={schoolOptions}
            placeholder={schools.isPending ? t.highSchoolsLoading : t.highSchoolPlaceholder}
            disabled={schools.isPending || schools.isError}
          />
        </FormField>
        <FormField label={t.className} error={errors.className?.message} required>
          <Input
            {...register('className', validateEdited('className'))}
            placeholder={t.classNamePlaceholder}
          />
        </FormField>
        <FormField label={t.graduationYear} error={errors.graduationYear?.message} required>
          <Input
            {...register('graduationYear', { valueAsNumber: true, ...validateEdited('graduationYear') })}
            type="number"
            inputMode="numeric"
            min={GRADUATION_YEAR_MIN}
            max={GRADUATION_YEAR_MAX}
          />
        </FormField>
        <FormField label={t.examNumber} hint={t.examNumberHint} error={errors.examNumber?.message}>
          <Input {...register('examNumber', validateEdited('examNumber'))} autoComplete="off" />
        </FormField>
        <ChoiceGroup legend={t.firstSubject} error={errors.firstSubject?.message} required>
          {FIRST_SUBJECTS.map((s) => (
            <ChoiceOption
              key={s}
              type="radio"
              value={s}
              label={s}
              invalid={!!errors.firstSubject}
              {...register('firstSubject', validateEdited('firstSubject'))}
            />
          ))}
        </ChoiceGroup>
        <ChoiceGroup
          legend={t.electives}
          hint={t.electivesHint}
          error={errors.electives?.message ?? errors.electives?.root?.message}
          required
        >
          {ELECTIVE_SUBJECTS.map((s) => (
            <ChoiceOption
              key={s}
              type="checkbox"
              value={s}
              label={s}
              invalid={!!errors.electives}
              // Two are enough: the others wait until one is unticked.
              disabled={electives.length >= 2 && !electives.includes(s)}
              {...register('electives', validateEdited('electives'))}
            />
          ))}
        </ChoiceGroup>
      </div>
      <div>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {profileMessages.save}
        </Button>
      </div>
    </form>
  );
}
