// When a form field checks itself: on submit (every field), and on leaving a field the person has typed in.
// A field only passed through is not checked on blur — with react-hook-form's onTouched mode, tabbing or
// clicking out of an empty field made its error appear and pushed what was below it down, so a click on a
// link under it (忘记密码, 注册) landed on nothing. A field checked once re-checks as it changes, and after
// the first submit every field does.
import { useCallback, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormTrigger } from 'react-hook-form';

/** Options for `register(name, validateEdited(name))`. */
export function useValidateEdited<T extends FieldValues>(trigger: UseFormTrigger<T>) {
  const edited = useRef(new Set<string>());
  const checked = useRef(new Set<string>());
  return useCallback(
    (name: FieldPath<T>) => ({
      onChange: () => {
        edited.current.add(name);
        if (checked.current.has(name)) void trigger(name);
      },
      onBlur: () => {
        if (!edited.current.has(name)) return;
        checked.current.add(name);
        void trigger(name);
      },
    }),
    [trigger],
  );
}
