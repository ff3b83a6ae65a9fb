import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('joins conditional classes', () => {
    expect(cn('a', null, undefined, '', { c: true, d: false }, ['e'])).toBe('a c e');
  });

  it("lets a later class win over a conflicting earlier one, including the theme's token colours", () => {
    expect(cn('h-9 px-5', 'h-auto px-0')).toBe('h-auto px-0');
    expect(cn('bg-primary text-primary-foreground', 'bg-destructive')).toBe(
      'text-primary-foreground bg-destructive',
    );
    expect(cn('text-sm text-muted-foreground', 'text-primary')).toBe('text-sm text-primary');
  });
});
