// The college keyword rule, shared by the server's college search (apps/server catalog module, through
// @zhiyuan/dataset) and the feature test kit's fake of it, so the two cannot rank a keyword differently.

/** What a college's keyword search looks at. */
export interface CollegeSpelling {
  name: string;
  shortNames: readonly string[];
  pinyin: string;
  pinyinInitials: string;
}

/**
 * How well a college matches a search keyword: 0 for no match, higher is better. Exact name 100, short name
 * 90, name prefix 80, name contains 70; whole pinyin 66, whole initials 64, initials prefix 60, pinyin prefix
 * 55, initials contains 45, pinyin contains 40; the keyword's characters in order inside the name 20
 * (内大 → 内蒙古大学). Case and spaces are ignored.
 */
export function collegeKeywordScore(college: CollegeSpelling, keyword: string): number {
  const k = keyword.replace(/\s+/g, '').toLowerCase();
  if (k === '') return 0;
  const { name } = college;
  if (name === k) return 100;
  if (college.shortNames.includes(k)) return 90;
  if (name.startsWith(k)) return 80;
  if (name.includes(k)) return 70;
  if (/^[a-z]+$/.test(k)) {
    if (college.pinyin === k) return 66;
    if (college.pinyinInitials === k) return 64;
    if (college.pinyinInitials.startsWith(k)) return 60;
    if (college.pinyin.startsWith(k)) return 55;
    if (college.pinyinInitials.includes(k)) return 45;
    if (college.pinyin.includes(k)) return 40;
    return 0;
  }
  let from = 0;
  for (const char of k) {
    const at = name.indexOf(char, from);
    if (at < 0) return 0;
    from = at + char.length;
  }
  return 20;
}
