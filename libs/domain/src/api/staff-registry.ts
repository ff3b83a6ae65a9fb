// The back office's own calls (their zod schemas): loaded by create-api.ts the first time one is made, so the
// public site never downloads them.
export { staffCalls } from '@zhiyuan/contracts/staff-calls';
