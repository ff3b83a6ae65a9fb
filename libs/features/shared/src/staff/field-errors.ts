// Errors of a staff form, each beside its field: from the contract's schema before sending (the first message
// of each top-level field), and from a server refusal that names a field (`data.field`, e.g. `title` or
// `navigation.collegeIntro.url`); anything else is the form's own error, shown above its buttons.
import { ApiError } from '@zhiyuan/domain';

/** Field path ('title', 'qrCodes.follow') → its message; '' holds a message about the form as a whole. */
export type FieldErrors = Record<string, string>;

/** What schemaErrors needs of a contract's zod schema. */
export interface CheckingSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The first message of each field of `value` under `schema`, keyed by its dotted path; {} when valid. */
export function schemaErrors(schema: CheckingSchema, value: unknown): FieldErrors {
  const checked = schema.safeParse(value);
  if (checked.success) return {};
  const errors: FieldErrors = {};
  for (const issue of checked.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A failed save as field errors: the field the server named, else the form's own error (key ''). */
export function failureErrors(error: unknown, fallback: string): FieldErrors {
  if (error instanceof ApiError) {
    const field =
      typeof error.data === 'object' && error.data !== null && 'field' in error.data
        ? String((error.data as { field: unknown }).field)
        : '';
    return { [field]: error.message };
  }
  return { '': fallback };
}
