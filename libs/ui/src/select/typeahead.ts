// Typeahead on a closed select, as a native select does it: letters typed in quick succession search together
// for the first enabled option whose label starts with them, from the chosen one on; the same letter typed
// again moves on to the next option that starts with it. Only text labels are searched.
import type { SelectOption } from './select.tsx';

/** How long after a key the letters typed still search together (ms), as in Radix's open list. */
export const TYPEAHEAD_RESET_MS = 1000;

function labelText(option: SelectOption): string | null {
  return typeof option.label === 'string' || typeof option.label === 'number' ? String(option.label) : null;
}

/** The option `search` leads to from the chosen `current` one; undefined when none matches. */
export function typeaheadMatch(
  options: readonly SelectOption[],
  current: string | undefined,
  search: string,
): SelectOption | undefined {
  const repeated = search.length > 1 && [...search].every((letter) => letter === search[0]);
  const needle = (repeated ? search[0] : search)?.toLocaleLowerCase() ?? '';
  const at = options.findIndex((option) => option.value === current);
  // One letter (or one repeated) starts after the chosen option; a longer search may keep it.
  const start = needle.length === 1 ? at + 1 : Math.max(at, 0);
  for (let step = 0; step < options.length; step += 1) {
    const option = options[(start + step) % options.length];
    if (!option || option.disabled) continue;
    if (labelText(option)?.toLocaleLowerCase().startsWith(needle)) return option;
  }
  return undefined;
}
