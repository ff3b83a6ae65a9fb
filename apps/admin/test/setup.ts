// The feature test kit's setup (jest-dom, cleanup, jsdom polyfills for Radix, toasts and session reset).
import '@zhiyuan/feature-testing/setup';
