// 我的班级: the class the student is in (name, 班主任, since when) with 退出班级, or the form to join one with
// the code the 班主任 gave. A wrong code is said beside the field. Joining or leaving never touches the
// student's 志愿表: the teacher only reads them.
import { useState, type FormEvent } from 'react';
import { CLASS_STAFF, joinClassBody, type Role } from '@zhiyuan/contracts';
import { failureErrors, schemaErrors, type FieldErrors } from '@zhiyuan/feature-shared';
import { Button, FormField, Input, LoadError, Skeleton, toast } from '@zhiyuan/ui';
import { useMyClass, useMyClassActions } from '../api/my-class.ts';
import { useUserInfo } from '../api/user-info.ts';
import { profileMessages } from '../messages.ts';
import { ShareLinks } from './share-links.tsx';
import { TeacherClasses } from './teacher-classes.tsx';
import { TeacherComments } from './teacher-comments.tsx';

const t = profileMessages.myClass;

function JoinForm() {
  const { join } = useMyClassActions();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(joinClassBody, { joinCode: code });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    join.mutate(code.replace(/\s+/g, '').toUpperCase(), {
      onSuccess: (joined) => toast.success(t.joined(joined?.name ?? '')),
      onError: (error) => setErrors(failureErrors(error, t.joinFailed)),
    });
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.joinTitle} className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t.joinIntro}</p>
      <FormField label={t.codeField} hint={t.codeHint} error={errors.joinCode ?? errors['']} required>
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
          className="font-mono tracking-widest uppercase"
        />
      </FormField>
      <div>
        <Button type="submit" variant="primary" loading={join.isPending}>
          {join.isPending ? t.joining : t.join}
        </Button>
      </div>
    </form>
  );
}

/** 我的班级 with what follows a saved list: the teacher's comments and links for parents. */
export function ClassPanel() {
  const info = useUserInfo();
  if (info.isPending) return <Skeleton className="h-16 w-full max-w-md" />;
  const role = info.data?.activeRole;
  if (role && (CLASS_STAFF as readonly Role[]).includes(role)) return <TeacherClasses />;
  return (
    <div className="flex flex-col gap-8">
      <MyClass />
      <TeacherComments />
      <ShareLinks />
    </div>
  );
}

function MyClass() {
  const mine = useMyClass();
  const { leave } = useMyClassActions();
  if (mine.isPending) return <Skeleton className="h-16 w-full max-w-md" />;
  if (mine.isError)
    return <LoadError title={t.loadFailed} titleAs="h2" onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <JoinForm />;
  const info = mine.data;
  return (
    <section aria-label={t.title} className="flex max-w-md flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t.className}</dt>
        <dd className="font-medium">
          {info.name}（{t.year(info.graduationYear)}）
        </dd>
        <dt className="text-muted-foreground">{t.teacher}</dt>
        <dd>{info.teacherName || '—'}</dd>
        <dt className="text-muted-foreground">{t.joinedAt}</dt>
        <dd>{new Date(info.joinedAt).toLocaleDateString('zh-CN')}</dd>
      </dl>
      <p className="text-xs text-muted-foreground">{t.teacherSees}</p>
      <div>
        <Button
          disabled={leave.isPending}
          onClick={() => {
            if (window.confirm(t.confirmLeave(info.name))) leave.mutate(undefined);
          }}
        >
          {t.leave}
        </Button>
      </div>
    </section>
  );
}
