/**
 * Chinese messages of the shared validation rules. The server answers with them (errorCode 100400) and the
 * forms show them under the field, so the browser and the server always say the same thing.
 */
export const VALIDATION_MESSAGES = {
  phoneRequired: '请输入手机号码',
  phoneInvalid: '请输入正确的手机号码',
  passwordRequired: '请输入密码',
  passwordLength: '密码长度介于6-64之间',
  passwordMismatch: '两次输入的密码不一致',
  oldPasswordRequired: '请输入原密码',
  confirmPasswordRequired: '请再次输入密码',
  newPasswordSameAsOld: '新密码不能与原密码相同',
  encryptedPasswordInvalid: '密码加密格式不正确，请刷新页面后重试',
  smsCodeRequired: '请输入短信验证码',
  smsCodeInvalid: '短信验证码为6位数字',
  captchaIdRequired: '图形验证码已失效，请点击图片刷新',
  captchaCodeRequired: '请输入图形验证码',
  captchaCodeInvalid: '图形验证码格式不正确',
  nameRequired: '请输入姓名',
  nameTooLong: '姓名不能超过20个字符',
  genderRequired: '请选择性别',
  highSchoolRequired: '请选择就读高中',
  classNameRequired: '请输入班级',
  classNameTooLong: '班级不能超过20个字符',
  graduationYearInvalid: '请输入正确的毕业年份',
  firstSubjectRequired: '请选择首选科目（物理或历史）',
  electivesRequired: '请从化学、生物、思想政治、地理中选择两门再选科目',
  electivesCount: '再选科目必须选择两门',
  electivesDistinct: '两门再选科目不能相同',
  examNumberInvalid: '考生号应为6到20位数字或字母',
  roleInvalid: '角色无效',
  clientTypeInvalid: '客户端类型无效',
  examNameRequired: '请输入考试名称',
  examNameTooLong: '考试名称不能超过50个字符',
  examDateInvalid: '请选择考试日期（格式为YYYY-MM-DD）',
  subjectInvalid: '科目无效',
  subjectDuplicated: '同一次考试中科目不能重复',
  subjectScoresRequired: '请至少填写一门科目的成绩',
  subjectScoreInvalid: '科目成绩应为不小于0的数字',
  totalScoreInvalid: '总分应在0到750之间',
  totalMismatch: '总分与各科成绩之和不一致',
  rankInvalid: '位次应为正整数',
  tooManyExamResults: '考试成绩最多保存100条',
  favouriteKindInvalid: '收藏类型无效',
  favouriteTargetRequired: '收藏对象不能为空',
  highSchoolNameRequired: '请输入高中名称',
  highSchoolNameTooLong: '高中名称不能超过100个字符',
  cityRequired: '请输入所在城市',
  placeTooLong: '城市或旗县区名称不能超过32个字符',
  highSchoolIdInvalid: '高中编号无效',
  outboxLimitInvalid: '条数应为1到200之间的整数',
} as const;

/** Builds the message for a subject score above the subject's full mark, e.g. `数学成绩应在0到150之间`. */
export function subjectScoreRangeMessage(subject: string, fullMark: number): string {
  return `${subject}成绩应在0到${fullMark}之间`;
}
