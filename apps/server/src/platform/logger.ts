import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

/**
 * Never log secrets (DESIGN §9): credentials, tokens, OTPs and identity numbers are redacted
 * wherever they appear in a logged object.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.confirmpassword',
  '*.passwordHash',
  '*.token',
  '*.code',
  '*.otp',
  '*.aadharNumber',
  '*.aadhaarNumber',
  '*.panNumber',
  '*.bankAccountNumber',
];

export function loggerOptions(
  config: Config,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    ...(stream ? { stream } : {}),
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(config.NODE_ENV === 'development' && !stream
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}
