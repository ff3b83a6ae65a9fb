import { describe, expect, it } from 'vitest';
import { favouriteLink } from './favourite-link.ts';

describe('favouriteLink', () => {
  it('leads each kind to its page, keeping leading zeros and escaping the id', () => {
    expect(favouriteLink({ kind: 'college', targetId: '4111010001' })).toBe(
      '/data/college-page?id=4111010001',
    );
    expect(favouriteLink({ kind: 'major', targetId: '080901' })).toBe('/data/subject-detail?code=080901');
    expect(favouriteLink({ kind: 'article', targetId: '12' })).toBe('/subject-explain/list?id=12');
    expect(favouriteLink({ kind: 'major', targetId: 'a&b' })).toBe('/data/subject-detail?code=a%26b');
  });
});
