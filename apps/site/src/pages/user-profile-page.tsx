// /user/user-profile and /profile/index: the personal centre, for signed-in people only.
import { RequireLogin } from '@zhiyuan/features/auth';
import { ProfileCenter } from '@zhiyuan/features/profile';

export function UserProfilePage() {
  return (
    <RequireLogin titleAs="h1">
      <ProfileCenter />
    </RequireLogin>
  );
}
