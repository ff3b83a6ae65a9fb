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
  };
}
