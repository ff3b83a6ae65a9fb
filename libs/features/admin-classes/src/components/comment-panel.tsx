// The teacher's comments on a student's list: those already made (with the version they were made on and
// whether the student has dealt with them) and the form for a new one, on the whole list or one choice.
import { useState, type FormEvent } from 'react';
import { classCommentBody, type ClassComment, type VolunteerTable } from '@zhiyuan/contracts';
import { failureErrors, schemaErrors, type FieldErrors } from '@zhiyuan/feature-shared';
import { Badge, Button, FormField, Select, toast } from '@zhiyuan/ui';
import { useCommentAction } from '../api/classes.ts';
import { adminClassesMessages as t } from '../messages.ts';
import { StudentReply } from './student-reply.tsx';

export interface CommentPanelProps {
  classId: number;
  userId: number;
  table: VolunteerTable;
  comments: readonly ClassComment[];
}

const WHOLE = 'whole';

export function CommentPanel({ classId, userId, table, comments }: CommentPanelProps) {
  const send = useCommentAction();
  const [target, setTarget] = useState(WHOLE);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      id: classId,
      userId,
      tableId: table.id,
      body,
      ...(target === WHOLE ? {} : { position: Number(target) }),
    };
    const found = schemaErrors(classCommentBody, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(input, {
      onSuccess: () => {
        toast.success(t.sent);
        setBody('');
      },
      onError: (error) => setErrors(failureErrors(error, t.sendFailed)),
    });
  };
  return (
    <section aria-label={t.comments} className="flex flex-col gap-3">
      <h3 className="text-sm font-medium">{t.comments}</h3>
      {comments.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t.noComments}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {comments.map((c) => (
            <li key={c.id} className="rounded border p-2 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{c.choiceLabel}</span>
                <Badge variant={c.doneAt ? 'success' : 'secondary'}>
                  {c.doneAt ? t.doneAt(c.doneAt) : t.open}
                </Badge>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words">{c.body}</p>
              {c.reply && <StudentReply reply={c.reply} />}
              <p className="mt-1 text-xs text-muted-foreground">
                {t.commentMeta(c.authorName, c.createdAt, c.version)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={onSubmit} aria-label={t.commentField} className="flex flex-col gap-3">
        <FormField label={t.commentTarget} error={errors.position}>
          <Select
            value={target}
            onValueChange={setTarget}
            options={[
              { value: WHOLE, label: t.wholeList },
              ...table.choices.map((c, i) => ({
                value: String(i + 1),
                label: t.choiceOption(
                  i + 1,
                  c.groupCode ? `${c.collegeName}（${c.groupCode}组）` : c.collegeName,
                ),
              })),
            ]}
          />
        </FormField>
        <FormField label={t.commentField} hint={t.commentHint} error={errors.body ?? errors['']} required>
          <textarea
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={3}
            maxLength={600}
            className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive"
          />
        </FormField>
        <div>
          <Button type="submit" variant="primary" loading={send.isPending}>
            {send.isPending ? t.sending : t.send}
          </Button>
        </div>
      </form>
    </section>
  );
}
