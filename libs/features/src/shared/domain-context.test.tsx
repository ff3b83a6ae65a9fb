import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../testing/index.ts';
import { useDomain } from './domain-context.tsx';

function PublicKey() {
  const { api } = useDomain();
  return (
    <button type="button" onClick={() => void api.getPublicKey().then((d) => (document.title = d.publicKey))}>
      取公钥
    </button>
  );
}

describe('useDomain', () => {
  it('throws a clear error outside the provider', () => {
    expect(() => render(<PublicKey />)).toThrow('useDomain must be used inside <DomainProvider>');
  });

  it('reaches the API through the provided connection', async () => {
    const { server } = renderFeature(<PublicKey />, {
      handlers: {
        getPublicKey: () => ({ publicKey: '-----BEGIN PUBLIC KEY-----\nX\n-----END PUBLIC KEY-----' }),
      },
    });
    (await screen.findByRole('button', { name: '取公钥' })).click();
    await vi.waitFor(() => expect(document.title).toContain('BEGIN PUBLIC KEY'));
    expect(server.calls.map((c) => c.name)).toEqual(['getPublicKey']);
    expect(server.calls[0]?.headers.get('client')).toBe('web');
  });
});
