import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { connectDomain } from '@zhiyuan/domain';
import { DomainProvider, useDomain, type AppDomain } from './domain-context.tsx';

function PublicKey() {
  const { api } = useDomain();
  return (
    <button type="button" onClick={() => void api.getPublicKey().then((d) => (document.title = d.publicKey))}>
      取公钥
    </button>
  );
}

/** A connection whose fetch answers every call with the given envelope data (the network boundary). */
function connection(data: unknown): { domain: AppDomain; requests: Request[] } {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(String(input), init));
    return new Response(JSON.stringify({ errorCode: '0', message: '操作成功', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  const store = createStore();
  return { domain: { store, ...connectDomain(store, { baseUrl: 'http://zhiyuan.test', fetch }) }, requests };
}

describe('useDomain', () => {
  it('throws a clear error outside the provider', () => {
    expect(() => render(<PublicKey />)).toThrow('useDomain must be used inside <DomainProvider>');
  });

  it('reaches the API through the provided connection', async () => {
    const { domain, requests } = connection({
      publicKey: '-----BEGIN PUBLIC KEY-----\nX\n-----END PUBLIC KEY-----',
    });
    render(
      <DomainProvider domain={domain}>
        <PublicKey />
      </DomainProvider>,
    );
    screen.getByRole('button', { name: '取公钥' }).click();
    // vi.waitFor gives up after 1 s by default, which a busy machine can exceed with nothing wrong.
    await vi.waitFor(() => expect(document.title).toContain('BEGIN PUBLIC KEY'), { timeout: 30_000 });
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/user/publicKey']);
    expect(requests[0]?.headers.get('client')).toBe('web');
  });
});
