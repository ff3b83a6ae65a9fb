import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext, fail, accountHandlers, examResultsFixture } from '@zhiyuan/feature-testing';
import { BindPhoneForm } from './bind-phone-form.tsx';
import { ExamResultDialog } from './exam-result-dialog.tsx';
import { ScoresPanel } from './scores-panel.tsx';
import { StudentInfoForm } from './student-info-form.tsx';
import { ChangePasswordForm } from '@zhiyuan/feature-shared';

const never = () => new Promise<never>(() => undefined);

const meta = {
  title: 'Features/Profile/Panels',
  decorators: [withFeatureContext],
  component: StudentInfoForm,
  parameters: {
    docs: {
      description: {
        component: [
          '“学生信息”表单：姓名、性别、高中（列表来自服务器；不在列表中的学校选“其他”并填写名称）、班级、毕业年份、首选科目（物理或历史）、恰好两门再选科目，以及可选的考生号；保存前用共享的 studentInfoSchema 校验。同一文件还展示成绩、修改密码和绑定手机面板。',
          'The 学生信息 form: name, gender, high school (the list comes from the server; 其他 with the name typed in for a school outside it), class, graduation year, first subject (物理 or 历史), exactly two electives, and the optional exam number, checked with the shared studentInfoSchema before saving. The same file shows the 成绩, 修改密码 and 绑定手机 panels.',
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: accountHandlers, signedIn: true },
  },
} satisfies Meta<typeof StudentInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 学生信息, filled in: 物理 + 化学、生物 at 包头市第一中学. */
export const StudentInfo: Story = {};

/** 学生信息 before anything was saved. */
export const StudentInfoEmpty: Story = {
  args: { defaultName: '张小明' },
  parameters: { featureContext: { handlers: () => accountHandlers({ studentInfo: null }), signedIn: true } },
};

/** Loading. */
export const StudentInfoLoading: Story = {
  parameters: {
    featureContext: { handlers: () => ({ ...accountHandlers(), getStudentInfo: never }), signedIn: true },
  },
};

/** The server failed: 加载失败 with 重试. */
export const StudentInfoError: Story = {
  parameters: {
    featureContext: {
      handlers: () => ({ ...accountHandlers(), getStudentInfo: () => fail('100500', '服务器繁忙', 500) }),
      signedIn: true,
    },
  },
};

/** 成绩: two mock exams and the 高考. */
export const Scores: Story = { render: () => <ScoresPanel /> };

/** 成绩 with nothing recorded. */
export const ScoresEmpty: Story = {
  render: () => <ScoresPanel />,
  parameters: { featureContext: { handlers: () => accountHandlers({ results: [] }), signedIn: true } },
};

/** Editing the 高考 result. */
export const ExamResultEditing: Story = {
  render: () => (
    <ExamResultDialog
      open
      onOpenChange={() => undefined}
      result={examResultsFixture[2]}
      onSave={() => Promise.resolve()}
    />
  ),
  // In a frame of its own on the docs page, which the open dialog would otherwise cover.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
};

/** 修改密码. */
export const ChangePassword: Story = { render: () => <ChangePasswordForm /> };

/** 绑定手机, with the current phone masked. */
export const BindPhone: Story = { render: () => <BindPhoneForm currentPhone="13912345678" /> };
