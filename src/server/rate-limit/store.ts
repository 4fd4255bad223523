import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/connect.js';
import { countHit } from './windows.js';

/** What the plugin really passes to `child` (its merged route options); its types say RouteOptions. */
interface WithRouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
  /** Routes that name the same group share one count (the contact form's page and its API). */
  groupId?: string;
}

export function databaseRateLimitStore(database: () => Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Each route with its own limit counts apart from the others ("POST /api/contact-us:<client>"), or with its group ("group contact:<client>"). */
    private readonly namespace: string;

    constructor(options: object = {}) {
      const { routeInfo, groupId } = options as WithRouteInfo;
      const { method, url } = routeInfo ?? {};
      this.namespace = groupId ? `group ${groupId}` : url ? `${[method].flat().join(',')} ${url}` : 'global';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countHit(database(), `${this.namespace}:${key}`, timeWindow).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}
