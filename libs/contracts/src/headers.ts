/**
 * The request headers and client kinds of the API, free of zod so that the browser's first load can use them
 * (re-exported by ./roles.ts and the package's `basics` entry).
 */

/** Name of the header that says which client calls (`web` or `admin`). */
export const CLIENT_HEADER = 'client';
/** Name of the header that carries the session token. */
export const TOKEN_HEADER = 'token';
/**
 * Name of the cookie in which the browser keeps the session token (the original site's name). The server
 * reads it only to tell a signed-in visitor's page request from a signed-out one (the prerendered pages).
 */
export const TOKEN_COOKIE = 'Admin-Token';
/** Values of the `client` header. */
export const CLIENTS = ['web', 'admin'] as const;
/** A `client` header value. */
export type Client = (typeof CLIENTS)[number];
/** `clientType` values of the login body: 1 the public site (the default when absent), 2 the back office. */
export const CLIENT_TYPE = { web: 1, admin: 2 } as const;
/** A `clientType` value. */
export type ClientType = (typeof CLIENT_TYPE)[keyof typeof CLIENT_TYPE];
