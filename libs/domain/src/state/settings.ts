/**
 * Settings store: the back office's layout preferences (theme colour, settings panel, tags view, fixed
 * header, sidebar logo) and where the error log runs. Persisted in localStorage; what is read back is
 * checked field by field, so a damaged or old entry falls back to the defaults instead of breaking the shell.
 */
import { atom } from 'jotai/vanilla';
import { atomWithStorage } from 'jotai/vanilla/utils';

export interface Settings {
  /** Theme colour, `#rrggbb`. */
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** Environment(s) in which errors are logged: 'production' or a list. */
  errorLog: string | readonly string[];
}

export const DEFAULT_SETTINGS: Settings = {
  theme: '#1890ff',
  showSettings: true,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: false,
  errorLog: 'production',
};

/** localStorage key of the settings. */
export const SETTINGS_STORAGE_KEY = 'zhiyuan-settings';

const BOOLEAN_KEYS = ['showSettings', 'tagsView', 'fixedHeader', 'sidebarLogo'] as const;

/** Keeps the valid fields of `value` and takes the default for every other one. */
export function sanitizeSettings(value: unknown): Settings {
  const result: Settings = { ...DEFAULT_SETTINGS };
  if (typeof value !== 'object' || value === null) return result;
  const raw = value as Record<string, unknown>;
  if (typeof raw['theme'] === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(raw['theme'])) {
    result.theme = raw['theme'];
  }
  for (const key of BOOLEAN_KEYS) {
    const field = raw[key];
    if (typeof field === 'boolean') result[key] = field;
  }
  const errorLog = raw['errorLog'];
  if (
    typeof errorLog === 'string' ||
    (Array.isArray(errorLog) && errorLog.every((e) => typeof e === 'string'))
  ) {
    result.errorLog = errorLog as string | string[];
  }
  return result;
}

function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage access can throw (privacy modes, sandboxed frames): run without persistence.
    return undefined;
  }
}

/** A synchronous storage of settings, the shape `atomWithStorage` takes (jotai does not export its type). */
export interface SettingsStorage {
  getItem(key: string, initialValue: Settings): Settings;
  setItem(key: string, value: Settings): void;
  removeItem(key: string): void;
  subscribe(key: string, callback: (value: Settings) => void, initialValue: Settings): () => void;
}

/** The settings' localStorage adapter: JSON, validated on read, tolerant of storage being unavailable. */
export const settingsStorage: SettingsStorage = {
  getItem(key, initialValue) {
    const raw = localStore()?.getItem(key);
    if (raw === null || raw === undefined) return initialValue;
    try {
      return sanitizeSettings(JSON.parse(raw));
    } catch {
      // Not JSON: someone else's value under our key.
      return initialValue;
    }
  },
  setItem(key, value) {
    try {
      localStore()?.setItem(key, JSON.stringify(value));
    } catch {
      // Quota exceeded or storage refused: the setting still holds for this session.
    }
  },
  removeItem(key) {
    localStore()?.removeItem(key);
  },
  subscribe(key, callback, initialValue) {
    if (typeof window === 'undefined') return () => undefined;
    // Another tab changed the settings.
    const listener = (event: StorageEvent) => {
      if (event.key !== key) return;
      callback(event.newValue === null ? initialValue : settingsStorage.getItem(key, initialValue));
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
};

/** All settings. */
export const settingsAtom = atomWithStorage<Settings>(
  SETTINGS_STORAGE_KEY,
  DEFAULT_SETTINGS,
  settingsStorage,
  {
    getOnInit: true,
  },
);

/** One setting change, typed by key. */
export type SettingChange = { [K in keyof Settings]: { key: K; value: Settings[K] } }[keyof Settings];

/** Changes one setting (the settings panel's switches). */
export const changeSettingAtom = atom(null, (get, set, change: SettingChange) => {
  set(settingsAtom, { ...get(settingsAtom), [change.key]: change.value });
});
