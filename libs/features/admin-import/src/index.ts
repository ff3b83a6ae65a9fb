// @zhiyuan/feature-admin-import — 数据导入 (admins only): dry run, write, history, undo and data status; and 批次线,
// the imported lines corrected one by one.
export { ImportPage } from './components/import-page.tsx';
export { ScoreLinesAdminPage } from './components/score-lines-page.tsx';
export { fileProblem } from './components/upload-panel.tsx';
export { adminImportMessages } from './messages.ts';
