import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../app.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Mail, Mailer } from '../../mail/mailer.js';

/** What a service may use. Services never see the HTTP request. */
export type ServiceDeps = { db: Db; clock: Clock; mailer: Mailer; config: Config };

/**
 * The app's deps as services want them. A mail that cannot be delivered is logged, not thrown:
 * the account or request it belongs to is already saved, and the user can ask again.
 */
export function serviceDeps(app: App, log: FastifyBaseLogger): ServiceDeps {
  const { database, clock, mailer, config } = app.deps;
  return {
    db: database.db,
    clock,
    config,
    mailer: {
      async send(mail: Mail) {
        try {
          await mailer.send(mail);
        } catch (err) {
          log.error({ err, to: mail.to, subject: mail.subject }, 'mail not delivered');
        }
      },
      close: () => mailer.close(),
    },
  };
}
