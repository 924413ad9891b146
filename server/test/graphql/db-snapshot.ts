/** Moved to test/support/db-snapshot.ts; this re-export keeps server/test/security's imports working until they switch. */
export { codeOf, dbSnapshot } from '../support/db-snapshot';
