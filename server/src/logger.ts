import pino from 'pino';

export function createLogger(level: string) {
  return pino({
    level,
    base: { service: 'gluegun-shop' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['*.authorization', '*.autherization', '*.token', '*.idToken', '*.password'], censor: '[redacted]' },
  });
}
