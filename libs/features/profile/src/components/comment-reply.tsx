// The student's reply under a teacher's comment: the reply once sent (老师在班级工作台看到), else a box and 回复 —
// one reply per comment. What the server refuses (empty, too long, already replied) is said beside the box.
import { useState, type FormEvent } from 'react';
import { commentReplyBody, type ClassComment } from '@zhiyuan/contracts';
import { isApiError } from '@zhiyuan/domain';
import { Button, FormField, toast } from '@zhiyuan/ui';
import { useReplyToComment } from '../api/comment-replies.ts';
import { profileMessages } from '../messages.ts';

const t = profileMessages.reply;

export function CommentReply({ comment }: { comment: Pick<ClassComment, 'id' | 'choiceLabel' | 'reply'> }) {
  const reply = useReplyToComment();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  if (comment.reply) {
    return (
      <p className="mt-2 rounded bg-muted p-2 text-sm">
        <span className="font-medium">{t.mine}</span>
        <span className="whitespace-pre-wrap break-words">{comment.reply.body}</span>
      </p>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = commentReplyBody.safeParse({ id: comment.id, body: text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    reply.mutate(checked.data, {
      onSuccess: () => toast.success(t.sent),
      onError: (e) => setError(isApiError(e) ? e.message : t.failed),
    });
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-2 flex flex-col gap-2"
      aria-label={t.formLabel(comment.choiceLabel)}
    >
      <FormField label={t.label} hint={t.hint} error={error}>
        <textarea
          value={text}
          maxLength={500}
          rows={2}
          onChange={(e) => setText(e.target.value)}
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
        />
      </FormField>
      <Button type="submit" size="small" className="self-start" loading={reply.isPending}>
        {t.send}
      </Button>
    </form>
  );
}
