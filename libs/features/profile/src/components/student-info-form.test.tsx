import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountHandlers, fail, renderFeature, studentInfoFixture } from '@zhiyuan/feature-testing';
import { StudentInfoForm } from './student-info-form.tsx';

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });

describe('StudentInfoForm', () => {
  it('shows skeletons while loading, then the saved profile with the high school list from the server', async () => {
    const { server } = renderFeature(<StudentInfoForm />, { handlers: accountHandlers(), signedIn: true });
    expect(screen.getByRole('status', { name: '学生信息' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('textbox', { name: '姓名' })).toHaveValue('张小明');
    expect(screen.getByRole('radio', { name: '男' })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '就读高中' })).toHaveTextContent(
        '包头市第一中学（包头市·青山区）',
      ),
    );
    expect(screen.getByRole('textbox', { name: '班级' })).toHaveValue('高三（5）班');
    expect(screen.getByRole('spinbutton', { name: '毕业年份' })).toHaveValue(2026);
    expect(screen.getByRole('radio', { name: '物理' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '化学' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '生物' })).toBeChecked();
    // Two electives chosen: the other two wait.
    expect(screen.getByRole('checkbox', { name: '地理' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '思想政治' })).toBeDisabled();
    expect(server.calls.map((c) => c.name).sort()).toEqual(['getHighSchools', 'getStudentInfo']);
  });

  it('starts empty (with the account name) before anything was saved, and lists every error in Chinese', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<StudentInfoForm defaultName="张小明" />, {
      handlers: accountHandlers({ studentInfo: null }),
      signedIn: true,
    });
    expect(await screen.findByText('您还没有填写学生信息，请填写后保存。')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('张小明');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(group('性别')).findByText('请选择性别')).toBeInTheDocument();
    expect(screen.getByText('请选择就读高中')).toBeInTheDocument();
    expect(screen.getByText('请输入班级')).toBeInTheDocument();
    expect(screen.getByText('请输入毕业年份')).toBeInTheDocument();
    expect(within(group('首选科目')).getByText('请选择首选科目（物理或历史）')).toBeInTheDocument();
    expect(within(group('再选科目')).getByText('再选科目必须选择两门')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '就读高中' })).toHaveAccessibleDescription('请选择就读高中');
    expect(server.calls.some((c) => c.name === 'updateStudentInfo')).toBe(false);
  });

  it('saves the profile as the server takes it and says 保存成功', async () => {
    const user = userEvent.setup();
    const handlers = accountHandlers({ studentInfo: null });
    const { server } = renderFeature(<StudentInfoForm />, { handlers, signedIn: true });
    await user.type(await screen.findByRole('textbox', { name: '姓名' }), '李华');
    await user.click(screen.getByRole('radio', { name: '女' }));
    await user.click(screen.getByRole('combobox', { name: '就读高中' }));
    await user.click(await screen.findByRole('option', { name: '赤峰第二中学（赤峰市·红山区）' }));
    await user.type(screen.getByRole('textbox', { name: '班级' }), '高三（2）班');
    await user.type(screen.getByRole('spinbutton', { name: '毕业年份' }), '2026');
    await user.click(screen.getByRole('radio', { name: '历史' }));
    await user.click(screen.getByRole('checkbox', { name: '思想政治' }));
    await user.click(screen.getByRole('checkbox', { name: '地理' }));
    expect(screen.getByRole('checkbox', { name: '化学' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: '考生号（选填）' }), 'ab12');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('考生号应为6到20位数字或字母')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: '考生号（选填）' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'updateStudentInfo')?.body).toEqual({
      name: '李华',
      gender: '女',
      highSchoolId: 3,
      className: '高三（2）班',
      graduationYear: 2026,
      firstSubject: '历史',
      electives: ['思想政治', '地理'],
    });
    expect(handlers.state.studentInfo?.highSchoolId).toBe(3);
    expect(screen.queryByText('您还没有填写学生信息，请填写后保存。')).not.toBeInTheDocument();
  });

  it('takes a school outside the list as 其他 with its name typed in, asked for beside its box', async () => {
    const user = userEvent.setup();
    const handlers = accountHandlers();
    const { server } = renderFeature(<StudentInfoForm />, { handlers, signedIn: true });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '就读高中' })).toHaveTextContent('包头市第一中学'),
    );
    expect(screen.queryByRole('textbox', { name: '高中名称' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '就读高中' }));
    await user.click(await screen.findByRole('option', { name: '其他（不在列表中，手动填写）' }));
    const name = await screen.findByRole('textbox', { name: '高中名称' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写高中名称')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('请填写高中名称');
    expect(server.calls.some((c) => c.name === 'updateStudentInfo')).toBe(false);

    await user.type(name, '包头市第九中学');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'updateStudentInfo')?.body).toMatchObject({
      highSchoolId: null,
      otherHighSchool: '包头市第九中学',
    });
    expect(handlers.state.studentInfo).toMatchObject({
      highSchoolId: null,
      otherHighSchool: '包头市第九中学',
    });
  });

  it('shows a saved 其他 school with its name', async () => {
    renderFeature(<StudentInfoForm />, {
      signedIn: true,
      handlers: accountHandlers({
        studentInfo: { ...studentInfoFixture, highSchoolId: null, otherHighSchool: '包头市第九中学' },
      }),
    });
    expect(await screen.findByRole('textbox', { name: '高中名称' })).toHaveValue('包头市第九中学');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '就读高中' })).toHaveTextContent(
        '其他（不在列表中，手动填写）',
      ),
    );
  });

  it('shows a refusal that names a field under that field', async () => {
    const user = userEvent.setup();
    renderFeature(<StudentInfoForm />, {
      signedIn: true,
      handlers: {
        ...accountHandlers(),
        updateStudentInfo: () =>
          fail('100400', '就读高中：所选高中不存在，请重新选择', 400, { field: 'highSchoolId' }),
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '就读高中' })).toHaveTextContent('包头市第一中学'),
    );
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '就读高中' })).toHaveAccessibleDescription(
        '就读高中：所选高中不存在，请重新选择',
      ),
    );
  });

  it('keeps what was typed when the server refuses', async () => {
    const user = userEvent.setup();
    renderFeature(<StudentInfoForm />, {
      signedIn: true,
      handlers: { ...accountHandlers(), updateStudentInfo: () => fail('100400', '班级不能超过20个字符') },
    });
    const className = await screen.findByRole('textbox', { name: '班级' });
    await user.clear(className);
    await user.type(className, '高三（9）班');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('班级不能超过20个字符')).toBeInTheDocument();
    expect(className).toHaveValue('高三（9）班');
  });

  it('shows a retry when the profile cannot be loaded', async () => {
    const user = userEvent.setup();
    let broken = true;
    renderFeature(<StudentInfoForm />, {
      signedIn: true,
      handlers: {
        ...accountHandlers(),
        getStudentInfo: () => (broken ? fail('100500', '服务器繁忙', 500) : studentInfoFixture),
      },
    });
    expect(await screen.findByRole('heading', { name: '加载失败，请稍后重试' })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('textbox', { name: '姓名' })).toHaveValue('张小明');
  });
});
