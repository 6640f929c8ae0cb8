import { Hono } from 'hono';
import type { AppEnv } from '../../core/context';
import * as handlers from './handlers';

/**
 * The development mailbox: without SMTP_URL (and never in production) every mail of the outbox
 * is readable here.
 */
export function devMailboxRoutes() {
  return new Hono<AppEnv>().get('/', handlers.readMailbox);
}
