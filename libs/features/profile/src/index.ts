// @zhiyuan/feature-profile: the personal centre — the tabbed page and its panels: student info, exam
// results, password change and phone binding (我的收藏 is the favourites feature's, handed in by the app).
export {
  PROFILE_TABS,
  ProfileCenter,
  type ProfileCenterProps,
  type ProfileTab,
} from './components/profile-center.tsx';
export { StudentInfoForm, type StudentInfoFormProps } from './components/student-info-form.tsx';
export { ScoresPanel } from './components/scores-panel.tsx';
export { ExamResultDialog, type ExamResultDialogProps } from './components/exam-result-dialog.tsx';
export { BindPhoneForm, maskPhone, type BindPhoneFormProps } from './components/bind-phone-form.tsx';
export { useUserInfo } from './api/user-info.ts';
export { useHighSchools } from './api/high-schools.ts';
export { useSaveStudentInfo, useStudentInfo } from './api/student-info.ts';
export { useSaveStudentScores, useStudentScores } from './api/student-scores.ts';
export { useBindPhone } from './api/account.ts';
export { OpenCommentsBadge } from './components/open-comments-badge.tsx';
export { profileMessages } from './messages.ts';
