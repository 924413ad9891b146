/**
 * Race bookkeeping: a race test checks every response, the losers' as closely as the
 * winners'. A loser may only be one of the refusals the test names, with a plain message; a 5xx, an
 * INTERNAL_SERVER_ERROR or any other code fails, however many winners there were.
 */
export interface GqlAnswer {
  data?: any;
  errors?: any[];
  status: number;
}
export interface Verdict {
  won: boolean;
  status: number;
  code?: string;
  reason?: string;
  message?: string;
  /** The winner's payload (data[field]). */
  value?: any;
}

/** One GraphQL answer as won or refused (with its code, reason and message). */
export function verdictOf(res: GqlAnswer, field: string): Verdict {
  const err = res.errors?.[0];
  if (!err && res.status === 200 && res.data?.[field] != null)
    return { won: true, status: res.status, value: res.data[field] };
  return {
    won: false,
    status: res.status,
    code: err?.extensions?.code ?? (res as any).error?.code,
    reason: err?.extensions?.reason,
    message: err?.message ?? (res as any).error?.message,
  };
}

/** Words that must never reach a caller: database, stack or generic-crash wording. */
const INTERNAL =
  /prisma|postgres|\bSELECT\b|\bUPDATE\b|deadlock|serializ|could not|transaction|\bat .*\.(js|ts):\d+|internal server error|unexpected/i;

/**
 * Every answer is below 500; every loser is one of `allowed` (a code, or `CODE/REASON` to pin the reason) with a
 * plain message. Returns the winners and losers for the test's own final-state checks.
 */
export function expectOnlyExpectedRefusals(verdicts: Verdict[], allowed: string[]) {
  for (const v of verdicts) {
    expect(v.status).toBeLessThan(500);
    expect(v.code).not.toBe('INTERNAL_SERVER_ERROR');
    if (v.won) continue;
    const key = v.reason ? `${v.code}/${v.reason}` : String(v.code);
    // Either the code alone is allowed, or the code with this reason.
    expect([key, allowed.includes(String(v.code)) || allowed.includes(key)]).toEqual([key, true]);
    expect(typeof v.message).toBe('string');
    expect(v.message!.length).toBeGreaterThan(10);
    expect(v.message).not.toMatch(INTERNAL);
  }
  return { winners: verdicts.filter((v) => v.won), losers: verdicts.filter((v) => !v.won) };
}

const STATUS_OF: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

/**
 * A service call's settled result as a verdict. An error without one of our codes is what reaches a client as a
 * 500 (INTERNAL_SERVER_ERROR), so it is counted as one.
 */
export function verdictOfSettled(r: PromiseSettledResult<unknown>): Verdict {
  if (r.status === 'fulfilled') return { won: true, status: 200, value: r.value };
  const err = r.reason as { extensions?: { code?: string; reason?: string }; message?: string };
  const code = err?.extensions?.code;
  const status = (code && STATUS_OF[code]) || 500;
  return {
    won: false,
    status,
    code: status === 500 ? 'INTERNAL_SERVER_ERROR' : code,
    reason: err?.extensions?.reason,
    message: err?.message,
  };
}
