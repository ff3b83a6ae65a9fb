// What a form does with a failed submit: the HTTP client has already shown the server's message (or the
// network notice) as a toast, so only failures that never reached it — a public key that cannot be used —
// are shown here. A refusal that names one of the form's fields (`data.field` of a 100400: 原密码错误 …) is
// also the error to show under that field (`serverFieldError`). The form keeps what was typed either way.
import { isApiError } from '@zhiyuan/domain';
import { toast } from '@zhiyuan/ui';

export function reportError(error: unknown): void {
  if (isApiError(error)) return;
  toast.error(error instanceof Error ? error.message : String(error));
}

/** The field of `fields` a server refusal names, with its message; null for any other failure. */
export function serverFieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | null {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return null;
  const named = (error.data as { field?: unknown }).field;
  const field = fields.find((f) => f === named);
  return field === undefined ? null : { field, message: error.message };
}
