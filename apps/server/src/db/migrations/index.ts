// Every migration in order. Names sort lexically; a migration is never edited once it has shipped. The
// account and student migrations use 0001–0009; the catalog and data migrations follow from 0010.
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../database.ts';
import { accounts } from './0001-accounts.ts';
import { verification } from './0002-verification.ts';
import { students } from './0003-students.ts';
import { favourites } from './0004-favourites.ts';
import { carousel } from './0005-carousel.ts';

export function allMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-accounts': accounts(dialect),
    '0002-verification': verification(dialect),
    '0003-students': students(dialect),
    '0004-favourites': favourites(dialect),
    '0005-carousel': carousel(dialect),
  };
}
