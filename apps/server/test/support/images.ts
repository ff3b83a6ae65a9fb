// Real, tiny pictures of each accepted type (1×1 pixel), and files that only pretend to be pictures, for
// the upload suites.
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

export const IMAGES = {
  png: fromBase64(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  jpg: fromBase64(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  ),
  webp: fromBase64('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA='),
  gif: fromBase64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='),
} as const;

const text = (value: string) => new TextEncoder().encode(value);

/** Files that are not pictures whatever their name says. */
export const NOT_IMAGES = {
  svg: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
  html: text('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  textNamedPng: text('this is plain text, not a PNG'),
} as const;
