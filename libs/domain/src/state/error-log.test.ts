import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import {
  addErrorLogAtom,
  clearErrorLogAtom,
  environmentAtom,
  errorLogsAtom,
  isErrorLogEnabled,
  recordErrorAtom,
} from './error-log.ts';
import { changeSettingAtom } from './settings.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('error log', () => {
  it('adds and clears entries', () => {
    const store = createStore();
    const entry = { err: new Error('boom'), vm: 'Page', info: 'render', url: 'http://localhost/home' };
    store.set(addErrorLogAtom, entry);
    store.set(addErrorLogAtom, { ...entry, info: 'effect' });
    expect(store.get(errorLogsAtom).map((e) => e.info)).toEqual(['render', 'effect']);
    store.set(clearErrorLogAtom);
    expect(store.get(errorLogsAtom)).toEqual([]);
  });

  it('records nothing and logs nothing outside production', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createStore();
    store.set(environmentAtom, 'development');
    expect(store.set(recordErrorAtom, { err: new Error('boom'), info: 'render' })).toBe(false);
    expect(store.get(errorLogsAtom)).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('in production records the error with the page URL and writes it to console.error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createStore();
    store.set(environmentAtom, 'production');
    const err = new Error('boom');
    expect(store.set(recordErrorAtom, { err, vm: 'NewsPage', info: 'render' })).toBe(true);
    expect(store.get(errorLogsAtom)).toEqual([
      { err, vm: 'NewsPage', info: 'render', url: window.location.href },
    ]);
    expect(consoleError).toHaveBeenCalledWith(err, 'render');
  });

  it('follows the errorLog setting', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createStore();
    store.set(changeSettingAtom, { key: 'errorLog', value: ['production', 'development'] });
    store.set(environmentAtom, 'development');
    expect(store.set(recordErrorAtom, { err: 'x', url: '/a' })).toBe(true);
    expect(isErrorLogEnabled('production', 'test')).toBe(false);
    expect(isErrorLogEnabled(['test'], 'test')).toBe(true);
  });
});
