import pino, { type Logger } from 'pino';

export type { Logger };

const LEVELS: Record<string, pino.Level> = {
  DEBUG: 'debug',
  INFO: 'info',
  WARN: 'warn',
  WARNING: 'warn',
  ERROR: 'error',
  CRITICAL: 'fatal',
  FATAL: 'fatal',
};

function levelFromConfig(value: string): pino.Level {
  return LEVELS[value.trim().toUpperCase()] ?? 'info';
}

/** The process logger. Anything that could hold a secret is redacted by path. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: levelFromConfig(level),
    base: undefined,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'apiKey', '*.apiKey', 'authorization', '*.authorization'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that drops everything, for tests that don't look at logs. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
