/**
 * Where /metrics is served (docs/decisions/058). Read by config.ts; a bad value stops the server at start with the
 * variable's name.
 * - METRICS_ENABLED=false: no metrics at all (the bench's "off" run).
 * - METRICS_PORT: a listener of its own on METRICS_HOST (default 127.0.0.1), never the public one.
 * - METRICS_TOKEN: /metrics on the app's listener, for `Authorization: Bearer <token>` only.
 * In production without either, /metrics is not served; in development and test it is open on the app.
 */
type Fail = (variable: string, problem: string) => never;
type Int = (name: string, fallback: number, min: number, max: number) => number;

export interface MetricsConfig {
  enabled: boolean;
  port?: number;
  host: string;
  token?: string;
  /** Serve /metrics on the app's own listener (with the token when one is set). */
  onApp: boolean;
}

export function metricsConfig(
  env: NodeJS.ProcessEnv,
  int: Int,
  production: boolean,
  fail: Fail,
): MetricsConfig {
  const flag = (env.METRICS_ENABLED ?? 'true').toLowerCase();
  if (!['true', 'false', '1', '0'].includes(flag)) fail('METRICS_ENABLED', 'must be true or false');
  const enabled = flag === 'true' || flag === '1';
  const port = env.METRICS_PORT ? int('METRICS_PORT', 0, 1, 65535) : undefined;
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && token.length < 16) fail('METRICS_TOKEN', 'must be at least 16 characters');
  return {
    enabled,
    port,
    host: env.METRICS_HOST || '127.0.0.1',
    token,
    onApp: enabled && (token !== undefined || (!production && port === undefined)),
  };
}
