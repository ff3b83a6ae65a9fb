// 学生信息: name, gender, high school (the list comes from the server; 其他 with the name typed in for a school
// outside it), class, graduation year, first subject
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
  OTHER_HIGH_SCHOOL_MAX,
  studentInfoSchema,
  type HighSchool,
  type StudentInfo,
  type StudentInfoInput,
} from '@zhiyuan/contracts';
import {
  Button,
  CheckboxGroup,
  ChoiceFieldset,
  FormField,
  Input,
  LoadError,
  LoadingSkeleton,
  RadioGroup,
  RadioGroupItem,
  Select,
  toast,
  type SelectOption,
  type SelectProps,
} from '@zhiyuan/ui';
import { reportError, serverFieldError, useValidateEdited } from '@zhiyuan/feature-shared';
import { useHighSchools } from '../api/high-schools.ts';
import { useSaveStudentInfo, useStudentInfo } from '../api/student-info.ts';
import { profileMessages } from '../messages.ts';

const t = profileMessages.info;

function schoolLabel(school: HighSchool): string {
  return `${school.name}（${school.city}${school.district ? `·${school.district}` : ''}）`;
}

/** The fields a server refusal may name, shown under them. */
const STUDENT_INFO_FIELDS = [
  'name',
  'gender',
  'highSchoolId',
  'otherHighSchool',
  'className',
  'graduationYear',
  'firstSubject',
  'electives',
  'examNumber',
] as const;

/** The Select's value for 其他 (a school outside the list: `highSchoolId` null). */
const OTHER = 'other';

function toFormValues(info: StudentInfo | null, fallbackName: string): Partial<StudentInfoInput> {
  if (!info) return { name: fallbackName, className: '', electives: [], examNumber: '', otherHighSchool: '' };
  return { ...info, examNumber: info.examNumber ?? '', otherHighSchool: info.otherHighSchool ?? '' };
}

type HighSchoolSelectProps = Pick<
  SelectProps,
  'id' | 'aria-describedby' | 'aria-invalid' | 'aria-required' | 'placeholder' | 'disabled'
> & { control: FormControl; options: SelectOption[] };

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
      value={field.value === null ? OTHER : field.value ? String(field.value) : ''}
      onValueChange={(value) => field.onChange(value === OTHER ? null : Number(value))}
    />
  );
}

type FormControl = Control<StudentInfoInput, unknown, StudentInfo>;
type Checks = ReturnType<ReturnType<typeof useValidateEdited<StudentInfoInput>>>;

/** 性别 or 首选科目: radio buttons bound to the form. */
function RadioChoice({
  control,
  name,
  legend,
  options,
  error,
  checks,
}: {
  control: FormControl;
  name: 'gender' | 'firstSubject';
  legend: string;
  options: readonly string[];
  error: string | undefined;
  checks: Checks;
}) {
  const { field } = useController({ control, name });
  return (
    <ChoiceFieldset legend={legend} error={error} required>
      <RadioGroup
        aria-label={legend}
        required
        name={field.name}
        value={field.value ?? ''}
        onValueChange={(value) => {
          field.onChange(value);
          checks.onChange();
        }}
        onBlur={checks.onBlur}
      >
        {options.map((option) => (
          <RadioGroupItem key={option} value={option} label={option} aria-invalid={!!error || undefined} />
        ))}
      </RadioGroup>
    </ChoiceFieldset>
  );
}

/** 再选科目: exactly two; the others wait until one is unticked. */
function ElectivesChoice({
  control,
  error,
  checks,
}: {
  control: FormControl;
  error: string | undefined;
  checks: Checks;
}) {
  const { field } = useController({ control, name: 'electives' });
  return (
    <CheckboxGroup
      legend={t.electives}
      hint={t.electivesHint}
      error={error}
      required
      invalid={!!error}
      options={ELECTIVE_SUBJECTS}
      value={field.value ?? []}
      max={2}
      onValueChange={(value) => {
        field.onChange(value);
        checks.onChange();
      }}
    />
  );
}

export interface StudentInfoFormProps {
  /** Pre-fills the name when nothing was saved yet (the account's name). */
  defaultName?: string;
}

export function StudentInfoForm({ defaultName = '' }: StudentInfoFormProps) {
  const info = useStudentInfo();
  if (info.isPending) return <LoadingSkeleton shape="fields" rows={6} label={t.heading} />;
  if (info.isError)
    return <LoadError title={profileMessages.loadFailed} onRetry={() => void info.refetch()} />;
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
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StudentInfoInput, unknown, StudentInfo>({
    resolver: zodResolver(studentInfoSchema),
    defaultValues: toFormValues(initial, defaultName),
  });
  const validateEdited = useValidateEdited(trigger);
  const otherSchool = useWatch({ control, name: 'highSchoolId' }) === null;

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
      const named = serverFieldError(error, STUDENT_INFO_FIELDS);
      if (named) setError(named.field, { type: 'server', message: named.message }, { shouldFocus: true });
    }
  });

  const schoolOptions = [
    ...(schools.data ?? []).map((s) => ({ value: String(s.id), label: schoolLabel(s) })),
    { value: OTHER, label: t.otherHighSchoolOption },
  ];

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {!initial && <p className="rounded-md bg-primary-soft px-3 py-2 text-sm">{t.empty}</p>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t.name} error={errors.name?.message} required>
          <Input {...register('name', validateEdited('name'))} autoComplete="name" />
        </FormField>
        <RadioChoice
          control={control}
          name="gender"
          legend={t.gender}
          options={GENDERS}
          error={errors.gender?.message}
          checks={validateEdited('gender')}
        />
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
        {otherSchool && (
          <FormField label={t.otherHighSchool} error={errors.otherHighSchool?.message} required>
            <Input
              {...register('otherHighSchool', validateEdited('otherHighSchool'))}
              placeholder={t.otherHighSchoolPlaceholder}
              maxLength={OTHER_HIGH_SCHOOL_MAX}
            />
          </FormField>
        )}
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
        <RadioChoice
          control={control}
          name="firstSubject"
          legend={t.firstSubject}
          options={FIRST_SUBJECTS}
          error={errors.firstSubject?.message}
          checks={validateEdited('firstSubject')}
        />
        <ElectivesChoice
          control={control}
          error={errors.electives?.message ?? errors.electives?.root?.message}
          checks={validateEdited('electives')}
        />
      </div>
      <div>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {profileMessages.save}
        </Button>
      </div>
    </form>
  );
}
