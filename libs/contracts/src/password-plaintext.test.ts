import { describe, expect, it } from 'vitest';
import { passwordPlaintext, splitPasswordPlaintext } from './password-plaintext.ts';

const isNonce = (s: string) => /^[a-z0-9.]+$/.test(s);

describe('password plaintext', () => {
  it('puts the nonce before the password and reads it back, colons in the password included', () => {
    const text = passwordPlaintext('a:b:密码', 'n1.x');
    expect(text).toBe('n1.x:a:b:密码');
    expect(splitPasswordPlaintext(text, isNonce)).toEqual({ nonce: 'n1.x', password: 'a:b:密码' });
  });

  it('is the bare password without a nonce, which then reads as carrying none', () => {
    expect(passwordPlaintext('secret', undefined)).toBe('secret');
    expect(splitPasswordPlaintext('secret', isNonce)).toBeNull();
    expect(splitPasswordPlaintext(':secret', isNonce)).toBeNull();
    expect(splitPasswordPlaintext('NOT A NONCE:secret', isNonce)).toBeNull();
  });
});
