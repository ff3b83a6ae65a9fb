// @zhiyuan/feature-admin-classes — 班级 in the back office (班主任 their own classes, admins every class): create
// a class and hand out its join code, and the class desk (班级工作台) with each student's latest 志愿表 and its
// checks, those who need help first; a student's list opens read-only.
export { ClassDeskPage } from './components/class-desk-page.tsx';
export { ClassesPage, classDeskPath } from './components/classes-page.tsx';
export { adminClassesMessages } from './messages.ts';
