// The personal centre (@zhiyuan/features/profile): the tabbed page and each of its panels — student info,
// exam results, favourites, password change and phone binding — with their query hooks.
export { PROFILE_TABS, ProfileCenter, type ProfileTab } from './components/profile-center.tsx';
export { StudentInfoForm, type StudentInfoFormProps } from './components/student-info-form.tsx';
export { ScoresPanel } from './components/scores-panel.tsx';
export { ExamResultDialog, type ExamResultDialogProps } from './components/exam-result-dialog.tsx';
export { FavouritesPanel } from './components/favourites-panel.tsx';
export { ChangePasswordForm } from './components/change-password-form.tsx';
export { BindPhoneForm, maskPhone, type BindPhoneFormProps } from './components/bind-phone-form.tsx';
export { useUserInfo, userInfoQuery } from './api/user-info.ts';
export { highSchoolsQuery, useHighSchools } from './api/high-schools.ts';
export { studentInfoQuery, useSaveStudentInfo, useStudentInfo } from './api/student-info.ts';
export { studentScoresQuery, useSaveStudentScores, useStudentScores } from './api/student-scores.ts';
export { favouritesListQuery, useFavourites, useRemoveFavourite } from './api/favourites.ts';
export { useBindPhone, useUpdatePassword } from './api/account.ts';
export { favouriteLink } from './utils/favourite-link.ts';
export { profileMessages } from './messages.ts';
