import pino from 'pino';
import { requestIdMixin } from './observe/request-scope';

/** `destination`: tests read the lines written (that no credential reaches them); default stdout. */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'gluegun-shop' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // A line written during a request by app-wide code (not the request's own child logger) names the request too.
    mixin: requestIdMixin,
    // Credentials never reach the logs: session tokens, Firebase tokens and API keys (headers, variables, answers).
    redact: {
      paths: [
        '*.authorization',
        '*.autherization',
        '*.token',
        '*.idToken',
        '*.password',
        '*["x-api-key"]',
        '*.apiKey',
        '*.key',
        '*.*.authorization',
        '*.*["x-api-key"]',
        '*.*.key',
        'authorization',
        'token',
        'apiKey',
        'key',
        '["x-api-key"]',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
