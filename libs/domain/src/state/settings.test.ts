import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import {
  DEFAULT_SETTINGS,
  SETTINGS_STORAGE_KEY,
  changeSettingAtom,
  sanitizeSettings,
  settingsAtom,
  settingsStorage,
} from './settings.ts';

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('settings', () => {
  it('defaults as the original: #1890ff, panel shown, tags view on, header not fixed, no logo, log in production', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      theme: '#1890ff',
      showSettings: true,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: false,
      errorLog: 'production',
    });
    expect(createStore().get(settingsAtom)).toEqual(DEFAULT_SETTINGS);
  });

  it('changes one setting and persists all of them', () => {
    const store = createStore();
    store.set(changeSettingAtom, { key: 'fixedHeader', value: true });
    store.set(changeSettingAtom, { key: 'theme', value: '#13c2c2' });
    expect(store.get(settingsAtom)).toEqual({ ...DEFAULT_SETTINGS, fixedHeader: true, theme: '#13c2c2' });
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null')).toEqual({
      ...DEFAULT_SETTINGS,
      fixedHeader: true,
      theme: '#13c2c2',
    });
  });

  it('reads stored settings back when the module loads (getOnInit)', async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ ...DEFAULT_SETTINGS, tagsView: false }));
    vi.resetModules();
    const fresh = await import('./settings.ts');
    expect(createStore().get(fresh.settingsAtom).tagsView).toBe(false);
  });

  it('keeps valid fields of what is read back and defaults the rest', () => {
    expect(sanitizeSettings({ theme: 'red', showSettings: 'yes', fixedHeader: true, errorLog: 3 })).toEqual({
      ...DEFAULT_SETTINGS,
      fixedHeader: true,
    });
    expect(sanitizeSettings({ errorLog: ['production', 'development'] }).errorLog).toEqual([
      'production',
      'development',
    ]);
    expect(sanitizeSettings(null)).toEqual(DEFAULT_SETTINGS);
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(settingsStorage.getItem(SETTINGS_STORAGE_KEY, DEFAULT_SETTINGS)).toBe(DEFAULT_SETTINGS);
  });

  it('follows changes made in another tab', () => {
    const seen: unknown[] = [];
    const unsubscribe = settingsStorage.subscribe(
      SETTINGS_STORAGE_KEY,
      (v) => seen.push(v),
      DEFAULT_SETTINGS,
    );
    const changed = { ...DEFAULT_SETTINGS, sidebarLogo: true };
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(changed));
    window.dispatchEvent(
      new StorageEvent('storage', { key: SETTINGS_STORAGE_KEY, newValue: JSON.stringify(changed) }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '1' }));
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_STORAGE_KEY, newValue: null }));
    expect(seen).toEqual([changed]);
  });
});
