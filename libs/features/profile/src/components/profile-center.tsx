// The personal centre (/user/user-profile, /profile/index): who is signed in, and six tabs — 学生信息, 成绩,
// 我的班级, 我的收藏, 修改密码, 绑定手机. The open tab lives in the URL (`?tab=favourites`) so it can be linked to and
// survives a reload. Render it inside RequireLogin: every call here needs a session. 我的收藏 belongs to the
// favourites feature: the app hands it in (`favourites`).
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { nameAtom } from '@zhiyuan/domain';
import { Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@zhiyuan/ui';
import { useUserInfo } from '../api/user-info.ts';
import { profileMessages as t } from '../messages.ts';
import { BindPhoneForm, maskPhone } from './bind-phone-form.tsx';
import { ClassPanel } from './class-panel.tsx';
import { ScoresPanel } from './scores-panel.tsx';
import { StudentInfoForm } from './student-info-form.tsx';
import { ChangePasswordForm } from '@zhiyuan/feature-shared';
import { OpenCommentsBadge } from './open-comments-badge.tsx';

export const PROFILE_TABS = ['info', 'scores', 'class', 'favourites', 'password', 'phone'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
const isProfileTab = (value: string | null): value is ProfileTab =>
  PROFILE_TABS.includes(value as ProfileTab);

export interface ProfileCenterProps {
  /** The content of the 我的收藏 tab. */
  favourites: ReactNode;
}

export function ProfileCenter({ favourites }: ProfileCenterProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isProfileTab(requested) ? requested : 'info';
  const user = useUserInfo();
  const sessionName = useAtomValue(nameAtom);
  const name = user.data?.name ?? sessionName;

  const selectTab = (value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'info') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-2 border-b pb-4">
        <div>
          <h1 className="text-2xl font-semibold">{t.title}</h1>
          {name ? (
            <p className="mt-1 text-sm text-muted-foreground">{t.greeting(name)}</p>
          ) : (
            <Skeleton className="mt-2 h-4 w-32" />
          )}
        </div>
        {user.data?.phone && (
          <p className="text-sm text-muted-foreground">
            {t.phoneLabel}：{maskPhone(user.data.phone)}
          </p>
        )}
      </header>
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label={t.tabsLabel} scrollable className="gap-3 sm:gap-6">
          {PROFILE_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t.tabs[value]}
              {value === 'class' && <OpenCommentsBadge />}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="info" className="pt-2">
          <StudentInfoForm defaultName={name} />
        </TabsContent>
        <TabsContent value="scores" className="pt-2">
          <ScoresPanel />
        </TabsContent>
        <TabsContent value="class" className="pt-2">
          <ClassPanel />
        </TabsContent>
        <TabsContent value="favourites" className="pt-2">
          {favourites}
        </TabsContent>
        <TabsContent value="password" className="pt-2">
          <ChangePasswordForm />
        </TabsContent>
        <TabsContent value="phone" className="pt-2">
          <BindPhoneForm currentPhone={user.data?.phone} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
