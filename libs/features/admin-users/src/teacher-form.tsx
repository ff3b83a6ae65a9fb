// 新建教师 in 用户管理: a teacher's name and phone, no password — the teacher sets one at the first sign-in with an
// SMS code (登录页的「忘记密码」（后台登录页：首次登录或忘记密码）). Checked with the contract's schema before sending; each error, the
// server's included (该手机号已有账号…), beside its field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createTeacherBody } from '@zhiyuan/contracts';
import { callKey } from '@zhiyuan/domain';
import {
  failureErrors,
  schemaErrors,
  StaffFormFooter,
  useDomain,
  type FieldErrors,
} from '@zhiyuan/feature-shared';
import { FormField, Input, toast } from '@zhiyuan/ui';
import { adminUsersMessages } from './messages.ts';

const t = adminUsersMessages.teacher;

export function TeacherForm({ onDone }: { onDone: () => void }) {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useMutation({
    mutationFn: (body: { name: string; phone: string }) => api.createTeacher(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: callKey('listUsers') }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, phone };
    const found = schemaErrors(createTeacherBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(body, {
      onSuccess: (user) => {
        toast.success(t.created(user.name));
        setName('');
        setPhone('');
        onDone();
      },
      onError: (error) => setErrors(failureErrors(error, t.failed)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t.title}
      className="flex flex-col gap-4 rounded border border-border p-4"
    >
      <h2 className="text-base font-semibold">{t.title}</h2>
      <p className="text-sm text-muted-foreground">{t.explain}</p>
      <div className="grid gap-4 desktop:grid-cols-2">
        <FormField label={t.name} error={errors.name} required>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={20} autoComplete="off" />
        </FormField>
        <FormField label={t.phone} error={errors.phone} required>
          <Input
            value={phone}
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => setPhone(e.target.value)}
            maxLength={11}
          />
        </FormField>
      </div>
      <StaffFormFooter error={errors['']} pending={create.isPending} save={t.save} saving={t.saving} />
    </form>
  );
}
