/**
 * Which test files CI never runs a second time: those whose failure is the bug when it happens only sometimes.
 * Named by their path (races, concurrency, isolation, properties, hostile inputs), or by what they use: a file that
 * draws inputs with fast-check or runs requests against each other through support/race is a property or a race,
 * whatever its name, so a new one cannot be retried by being named otherwise.
 */
export const NO_RETRY_FILES = /(race|concurren|isolation|property|hostile-|serializable)/i;

/** A file that imports fast-check, or the race bookkeeping (support/race). */
const USES_CHANCE = /from ['"](fast-check|(\.\.?\/)+support\/race|\.\/race)['"]/;

export function neverRetried(path: string, text: string): boolean {
  return NO_RETRY_FILES.test(path) || USES_CHANCE.test(text);
}
