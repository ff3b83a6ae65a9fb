// /user/user-profile and /profile/index: the personal centre, for signed-in people only, with 我的收藏 (the
// favourites feature's panel) as one of its tabs.
import { RequireLogin } from '@zhiyuan/feature-auth';
import { FavouritesPanel } from '@zhiyuan/feature-favourites';
import { ProfileCenter } from '@zhiyuan/feature-profile';

export function UserProfilePage() {
  return (
    <RequireLogin titleAs="h1">
      <ProfileCenter favourites={<FavouritesPanel />} />
    </RequireLogin>
  );
}
