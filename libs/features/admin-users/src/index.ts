// @zhiyuan/feature-admin-users — 用户管理 (admins only).
export { UsersPage } from './users-page.tsx';
export { UserDialog, type UserDialogProps } from './user-dialog.tsx';
