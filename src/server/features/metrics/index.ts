import { Hono } from 'hono';
import type { AppEnv } from '../../core/context';
import * as handlers from './handlers';

/**
 * The operators' endpoint, outside /api and its OpenAPI document: Prometheus reads it, not the
 * web app or an API client (decision 041).
 */
export function metricsRoutes() {
  return new Hono<AppEnv>().get('/', handlers.scrape);
}
