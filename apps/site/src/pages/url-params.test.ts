import { describe, expect, it } from 'vitest';
import { positiveId } from './url-params.ts';

describe('positiveId', () => {
  it('reads a row id and refuses anything else', () => {
    expect(positiveId('366')).toBe(366);
    expect(positiveId(' 12 ')).toBe(12);
    expect(positiveId(null)).toBeNull();
    expect(positiveId('')).toBeNull();
    expect(positiveId('0')).toBeNull();
    expect(positiveId('-3')).toBeNull();
    expect(positiveId('1.5')).toBeNull();
    expect(positiveId('4115010126')).toBeNull();
  });
});
