import type { Params, Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/** A path with no parameter, wildcard, pattern or optional part: the only request path it names is itself. */
const isStaticPath = (path: string) => !/[:*{?]/.test(path);

/**
 * What every request goes through, given by the app: `enter` turns the first handler a request
 * matches into one that does the request's own work first, and `otherwise` answers a request that
 * matches none.
 */
export type RequestEntry<T> = { enter: (first: T) => T; otherwise: T };

/**
 * Hono's TrieRouter, keeping its answer for the paths that a route names exactly
 * (`/api/health/live`, `/api/admin/clients/options`). RegExpRouter, and so Hono's default
 * SmartRouter, refuses our routes (a parameter beside a fixed segment of the same method:
 * `/api/notifications/read-all` and `/:notificationId/read`), and the trie walks every wildcard
 * middleware on the way down: 1-8 µs and about 3.5 kB per request (decision 038). The answer for
 * one method and path never changes once the routes are in, so it is the trie's own answer; only
 * such fixed paths are kept, so the memory stays bounded by the route table whatever paths callers
 * send.
 *
 * With an entry, a request's own work (its context, the rules of every /api request) is part of
 * the first handler it matches instead of a `use('*')` middleware step matching every path: a
 * route with one handler then answers straight away, where Hono composes two or more handlers
 * with a promise and an async function for each (decision 038, sixth step).
 */
export class StaticPathRouter<T> implements Router<T> {
  readonly name = 'StaticPathRouter';
  readonly #trie = new TrieRouter<T>();
  /** By fixed path, then method: one lookup of the path string, whose hash V8 then keeps. */
  readonly #found = new Map<string, Map<string, Result<T>>>();
  readonly #entry: RequestEntry<T> | undefined;
  /** Each handler as a first one, made once: bounded, the handlers are the route table's. */
  readonly #entered = new Map<T, T>();
  readonly #none: Result<T> | undefined;

  constructor(entry?: RequestEntry<T>) {
    this.#entry = entry;
    this.#none = entry && [[[entry.enter(entry.otherwise), {}]]];
  }

  add(method: string, path: string, handler: T): void {
    this.#trie.add(method, path, handler);
    // A route added later may match paths answered before.
    for (const byMethod of this.#found.values()) byMethod.clear();
    if (isStaticPath(path) && !this.#found.has(path)) this.#found.set(path, new Map());
  }

  match(method: string, path: string): Result<T> {
    const byMethod = this.#found.get(path);
    if (!byMethod) return this.#entering(this.#trie.match(method, path));
    let result = byMethod.get(method);
    if (!result) {
      result = this.#entering(this.#trie.match(method, path));
      byMethod.set(method, result);
    }
    return result;
  }

  #entering(result: Result<T>): Result<T> {
    if (!this.#entry) return result;
    // The trie's handlers come with their parameters by name (no ParamStash).
    const matched = result[0] as [T, Params][];
    const first = matched[0];
    if (!first) return this.#none!;
    const entering = matched.slice();
    entering[0] = [this.#enteredOf(first[0]), first[1]];
    return [entering];
  }

  #enteredOf(handler: T): T {
    let entered = this.#entered.get(handler);
    if (!entered) {
      entered = this.#entry!.enter(handler);
      this.#entered.set(handler, entered);
    }
    return entered;
  }
}
