// Every migration in order. Names sort lexically and are applied in that order (Kysely refuses a new
// migration that sorts before one already applied), so a migration is never edited or inserted once shipped.
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../database.ts';
import { accounts } from './0001-accounts.ts';
import { verification } from './0002-verification.ts';
import { students } from './0003-students.ts';
import { favourites } from './0004-favourites.ts';
import { carousel } from './0005-carousel.ts';
import { catalog } from './0006-catalog.ts';
import { admissionData } from './0007-admission-data.ts';
import { contentData } from './0008-content-data.ts';
import { volunteerTables } from './0009-volunteer-tables.ts';
import { auditLog } from './0010-audit-log.ts';
import { accountControls } from './0011-account-controls.ts';
import { media } from './0012-media.ts';
import { contentStates } from './0013-content-states.ts';
import { collegeTypes } from './0014-college-types.ts';
import { securityGuards } from './0015-security-guards.ts';
import { enrollmentCodes } from './0016-enrollment-codes.ts';
import { importUndo } from './0017-import-undo.ts';
import { classes } from './0018-classes.ts';
import { commentsAndShares } from './0019-comments-and-shares.ts';
import { keyDates } from './0020-key-dates.ts';
import { otherHighSchool } from './0021-other-high-school.ts';
import { sampleBannerText } from './0022-sample-banner-text.ts';
import { classJoinGuesses } from './0023-class-join-guesses.ts';
import { authorityColumns } from './0024-authority-columns.ts';
import { classScores } from './0030-class-scores.ts';
import { commentReplies } from './0031-comment-replies.ts';
import { commentedVersions } from './0032-commented-versions.ts';
import { professionalScores } from './0033-professional-scores.ts';

export function allMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-accounts': accounts(dialect),
    '0002-verification': verification(dialect),
    '0003-students': students(dialect),
    '0004-favourites': favourites(dialect),
    '0005-carousel': carousel(dialect),
    '0006-catalog': catalog(dialect),
    '0007-admission-data': admissionData(dialect),
    '0008-content-data': contentData(dialect),
    '0009-volunteer-tables': volunteerTables(dialect),
    '0010-audit-log': auditLog(dialect),
    '0011-account-controls': accountControls(),
    '0012-media': media(dialect),
    '0013-content-states': contentStates(),
    '0014-college-types': collegeTypes(),
    '0015-security-guards': securityGuards(),
    '0016-enrollment-codes': enrollmentCodes(dialect),
    '0017-import-undo': importUndo(),
    '0018-classes': classes(dialect),
    '0019-comments-and-shares': commentsAndShares(dialect),
    '0020-key-dates': keyDates(dialect),
    '0021-other-high-school': otherHighSchool(dialect),
    '0022-sample-banner-text': sampleBannerText(),
    '0023-class-join-guesses': classJoinGuesses(),
    '0024-authority-columns': authorityColumns(),
    '0030-class-scores': classScores(dialect),
    '0031-comment-replies': commentReplies(),
    '0032-commented-versions': commentedVersions(),
    '0033-professional-scores': professionalScores(dialect),
  };
}
