// The form of one class (新建 or 编辑): its name and graduation year and, for an admin, the 班主任 chosen among
// the teachers (a teacher's classes are their own). Checked with the contract's schema before sending; each
// error beside its field.
import { useState, type FormEvent } from 'react';
import { saveClassBody, type ClassSummary, type SaveClassBody } from '@zhiyuan/contracts';
import { failureErrors, schemaErrors, StaffFormFooter, type FieldErrors } from '@zhiyuan/feature-shared';
import { Button, FormField, Input, Select, toast } from '@zhiyuan/ui';
import { useClassActions, useClassTeachers } from '../api/classes.ts';
import { adminClassesMessages as t } from '../messages.ts';

export interface ClassFormProps {
  /** The class being edited; undefined for a new one. */
  item?: ClassSummary;
  /** Whether the 班主任 is chosen here (admins). */
  chooseTeacher: boolean;
  onDone: () => void;
}

export function ClassForm({ item, chooseTeacher, onDone }: ClassFormProps) {
  const { save } = useClassActions();
  const teachers = useClassTeachers(chooseTeacher);
  const [name, setName] = useState(item?.name ?? '');
  const [year, setYear] = useState(String(item?.graduationYear ?? new Date().getFullYear() + 1));
  const [teacherId, setTeacherId] = useState(item ? String(item.teacher.id) : '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: SaveClassBody = { name, graduationYear: year.trim() === '' ? Number.NaN : Number(year) };
    if (item) body.id = item.id;
    if (chooseTeacher && teacherId !== '') body.teacherId = Number(teacherId);
    const found = schemaErrors(saveClassBody, body);
    if (chooseTeacher && teacherId === '') found.teacherId = t.teacherRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t.saved);
        if (!item) {
          setName('');
          setTeacherId('');
        }
        onDone();
      },
      onError: (error) => setErrors(failureErrors(error, t.saveFailed)),
    });
  };

  const heading = item ? t.editTitle(item.name) : t.addTitle;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={heading}
      className="flex flex-col gap-4 rounded border border-border p-4"
    >
      <h2 className="text-base font-semibold">{heading}</h2>
      <div className="grid gap-4 desktop:grid-cols-3">
        <FormField label={t.nameField} hint={t.nameHint} error={errors.name} required>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={30} />
        </FormField>
        <FormField label={t.yearField} error={errors.graduationYear} required>
          <Input type="number" inputMode="numeric" value={year} onChange={(e) => setYear(e.target.value)} />
        </FormField>
        {chooseTeacher && (
          <FormField label={t.teacherField} error={errors.teacherId} required>
            <Select
              value={teacherId}
              onValueChange={setTeacherId}
              placeholder={t.teacherPlaceholder}
              options={(teachers.data ?? []).map((u) => ({
                value: String(u.id),
                label: `${u.name || u.phone}`,
              }))}
            />
          </FormField>
        )}
      </div>
      <StaffFormFooter error={errors['']} pending={save.isPending} save={t.save} saving={t.saving}>
        {item && (
          <Button type="button" onClick={onDone}>
            {t.cancel}
          </Button>
        )}
      </StaffFormFooter>
    </form>
  );
}
