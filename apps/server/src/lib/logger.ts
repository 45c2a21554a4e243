import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../config.js';

export function createLogger(config: Pick<Config, 'logLevel'>): FastifyBaseLogger {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });
}
