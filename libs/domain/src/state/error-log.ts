/**
 * Error log store: uncaught interface errors, recorded with the page URL only in the environments the
 * `errorLog` setting names (production by default) and written to the console; nothing is shown to users.
 */
import { atom } from 'jotai/vanilla';
import { settingsAtom } from './settings.ts';

export interface ErrorLogEntry {
  err: unknown;
  /** The component (or component stack) where it happened. */
  vm: unknown;
  info: string;
  url: string;
}

/** The running environment (`import.meta.env.MODE` in the apps); 'development' until the app sets it. */
export const environmentAtom = atom<string>('development');

const logsBaseAtom = atom<readonly ErrorLogEntry[]>([]);

/** The recorded errors, oldest first. */
export const errorLogsAtom = atom((get) => get(logsBaseAtom));

/** Appends an entry unconditionally (the store operation; use {@link recordErrorAtom} from handlers). */
export const addErrorLogAtom = atom(null, (get, set, entry: ErrorLogEntry) => {
  set(logsBaseAtom, [...get(logsBaseAtom), entry]);
});

/** Empties the log. */
export const clearErrorLogAtom = atom(null, (_get, set) => {
  set(logsBaseAtom, []);
});

/** Whether errors are logged in `environment` according to the `errorLog` setting. */
export function isErrorLogEnabled(errorLog: string | readonly string[], environment: string): boolean {
  return typeof errorLog === 'string' ? errorLog === environment : errorLog.includes(environment);
}

/**
 * The app's error handler: in a logging environment, records the error (with the current URL unless given)
 * and writes it to console.error; elsewhere does nothing. Returns whether it recorded.
 */
export const recordErrorAtom = atom(
  null,
  (get, set, error: { err: unknown; vm?: unknown; info?: string; url?: string }): boolean => {
    if (!isErrorLogEnabled(get(settingsAtom).errorLog, get(environmentAtom))) return false;
    const entry: ErrorLogEntry = {
      err: error.err,
      vm: error.vm,
      info: error.info ?? '',
      url: error.url ?? globalThis.location?.href ?? '',
    };
    set(addErrorLogAtom, entry);
    console.error(entry.err, entry.info);
    return true;
  },
);
