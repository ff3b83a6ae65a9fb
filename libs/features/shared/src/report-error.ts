// What a form does with a failed submit: the HTTP client has already shown the server's message (or the
// network notice) as a toast, so only failures that never reached it — a public key that cannot be used —
// are shown here. The form keeps what was typed either way.
import { isApiError } from '@zhiyuan/domain';
import { toast } from '@zhiyuan/ui';

export function reportError(error: unknown): void {
  if (isApiError(error)) return;
  toast.error(error instanceof Error ? error.message : String(error));
}
