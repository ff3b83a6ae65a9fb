/**
 * Wires the domain layer for an app in one call: an HTTP client that reads the token from the store and
 * expires the session on "not logged in", the api functions, the account service, and the session
 * services the session atoms use. The app passes its toasts as callbacks.
 */
import type { createStore } from 'jotai/vanilla';
import type { Client } from '@zhiyuan/contracts';
import { createAccountService } from './api/account-service.ts';
import type { AccountService } from './api/account-service.ts';
import { createApi } from './api/create-api.ts';
import type { Api } from './api/create-api.ts';
import { createHttpClient } from './http/http-client.ts';
import type { HttpClient, HttpClientOptions } from './http/http-client.ts';
import { createSessionServices, expireSessionAtom, sessionServicesAtom, tokenAtom } from './state/session.ts';

/** A jotai store. */
export type DomainStore = ReturnType<typeof createStore>;

export interface ConnectOptions {
  /** `import.meta.env.VITE_API_BASE ?? ''`. */
  baseUrl?: string;
  client?: Client;
  /** Error toast (5 s) with the server's message. */
  onError?: (message: string) => void;
  /** The one quiet network toast (网络异常，请稍后重试). */
  onNetworkError?: (message: string) => void;
  /** A call that changes something succeeded (the error toasts of earlier failures can go). */
  onActionSuccess?: () => void;
  /** Success message, e.g. 退出成功 for 5 s. */
  notifySuccess?: (message: string, durationMs: number) => void;
  /** Called after the session was expired by a "not logged in" answer (e.g. to navigate in the admin). */
  onUnauthorized?: () => void;
  timeout?: number;
  fetch?: HttpClientOptions['fetch'];
}

export interface DomainConnection {
  http: HttpClient;
  api: Api;
  account: AccountService;
}

/** Connects `store` to the API; call once at app start, before rendering. */
export function connectDomain(store: DomainStore, options: ConnectOptions = {}): DomainConnection {
  const http = createHttpClient({
    ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}),
    ...(options.client ? { client: options.client } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
    ...(options.onNetworkError ? { onNetworkError: options.onNetworkError } : {}),
    ...(options.onActionSuccess ? { onActionSuccess: options.onActionSuccess } : {}),
    ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    getToken: () => store.get(tokenAtom),
    onUnauthorized: () => {
      store.set(expireSessionAtom);
      options.onUnauthorized?.();
    },
  });
  const api = createApi(http);
  store.set(
    sessionServicesAtom,
    createSessionServices(api, options.notifySuccess ? { notifySuccess: options.notifySuccess } : {}),
  );
  return { http, api, account: createAccountService(api) };
}
