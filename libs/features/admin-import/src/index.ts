// @zhiyuan/feature-admin-import — 数据导入 (admins only): dry run, write, history, undo and data status.
export { ImportPage } from './components/import-page.tsx';
export { fileProblem } from './components/upload-panel.tsx';
export { adminImportMessages } from './messages.ts';
