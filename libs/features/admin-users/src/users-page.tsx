// 用户管理 (admins): search accounts by phone or name (and role), list them, open one to set its roles, lock or
// unlock it, give it a temporary password or sign out all its sessions. The search is kept in the URL.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLE_LABELS, roleSchema, type AdminUser } from '@zhiyuan/contracts';
import { formatTime } from '@zhiyuan/domain';
import {
  Badge,
  Button,
  Empty,
  LoadError,
  LoadingSkeleton,
  Pagination,
  SearchField,
  Select,
} from '@zhiyuan/ui';
import { callQuery, useDomain, useListSearch, useListFilter, StaffTable } from '@zhiyuan/feature-shared';
import { TeacherForm } from './teacher-form.tsx';
import { UserDialog } from './user-dialog.tsx';
import { adminUsersMessages as t } from './messages.ts';

const PAGE_SIZE = 20;
const ALL = 'all';
const ROLE_OPTIONS = [
  { value: ALL, label: t.allRoles },
  ...Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label })),
];

export function UsersPage() {
  const { api } = useDomain();
  const { keyword, page, setKeyword, setPage } = useListSearch();
  const [roleParam, setRole] = useListFilter('role', ALL);
  const role = roleSchema.safeParse(roleParam).data;
  const [open, setOpen] = useState<AdminUser | null>(null);
  const [adding, setAdding] = useState(false);
  const query = useQuery({
    ...callQuery(api, 'listUsers', {
      ...(keyword ? { keyword } : {}),
      ...(role ? { role } : {}),
      page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="users-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="users-title" className="text-lg font-semibold">
          {t.title}
        </h1>
        <Button
          variant={adding ? 'outline' : 'primary'}
          aria-expanded={adding}
          onClick={() => setAdding(!adding)}
        >
          {adding ? t.closeTeacher : t.addTeacher}
        </Button>
      </div>
      {adding && <TeacherForm onDone={() => setAdding(false)} />}
      <form
        role="search"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setKeyword(String(new FormData(event.currentTarget).get('keyword') ?? ''));
        }}
      >
        <SearchField
          key={keyword}
          name="keyword"
          label={t.search}
          defaultValue={keyword}
          className="flex-1"
        />
        <Select
          aria-label={t.role}
          options={ROLE_OPTIONS}
          value={role ?? ALL}
          onValueChange={setRole}
          className="sm:w-32"
        />
      </form>
      {query.isPending ? (
        <LoadingSkeleton label={t.loading} rows={5} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Empty description={t.empty} />
      ) : (
        <>
          <StaffTable caption={t.caption} columns={t.columns} minWidth="min-w-[40rem]">
            {query.data.items.map((user) => (
              <tr key={user.id} className="border-b border-border last:border-0">
                <td className="p-2">{user.name}</td>
                <td className="p-2 tabular-nums">{user.phone}</td>
                <td className="p-2">
                  <span className="flex flex-wrap gap-1">
                    {user.roles.map((r) => (
                      <Badge key={r} variant={r === 'student' ? 'secondary' : 'default'}>
                        {ROLE_LABELS[r]}
                      </Badge>
                    ))}
                  </span>
                </td>
                <td className="p-2">
                  {user.locked ? <Badge variant="danger">{t.locked}</Badge> : t.normal}
                  {!user.passwordSet && (
                    <Badge variant="secondary" className="ml-1">
                      {t.passwordUnset}
                    </Badge>
                  )}
                </td>
                <td className="p-2">{user.lastSeenAt ? formatTime(user.lastSeenAt) : t.neverSignedIn}</td>
                <td className="p-2">
                  <Button
                    variant="link"
                    aria-label={t.manageUser(user.name, user.phone)}
                    onClick={() => setOpen(user)}
                  >
                    {t.manage}
                  </Button>
                </td>
              </tr>
            ))}
          </StaffTable>
          <Pagination
            total={query.data.total}
            page={page}
            pageSize={PAGE_SIZE}
            onChange={setPage}
            showTotal
          />
        </>
      )}
      {open && <UserDialog key={open.id} user={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
