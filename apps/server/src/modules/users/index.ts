// The users module (用户、角色): owns users — the repository the auth module reads sessions' users through and
// the CLI creates admins with — and answers the account's own calls (codes, registration, password reset
// and change, user info, phone binding, the role switch), which use the auth and SMS modules' faces, and the
// admins' 用户管理 (search, roles, lock, a temporary password, signing out).
export { createUsers, UNSET_PASSWORD, type NewUser, type UserRecord, type Users } from './repository.ts';
export { userHandlers, type UserHandlerDeps, type UserHandlers } from './handlers.ts';
export { adminUserHandlers, type AdminUserCalls, type AdminUserDeps } from './admin-handlers.ts';
