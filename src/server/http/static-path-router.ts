import type { Params, Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/** A path with no parameter, wildcard, pattern or optional part: the only request path it names is itself. */
const isStaticPath = (path: string) => !/[:*{?]/.test(path);

/**
 * A route segment whose match depends on the request segment's text beyond being a name: a
 * pattern (`:id{[0-9]+}`), an optional part, a prefix before a wildcard (`file*`).
 */
const readsSegmentText = (segment: string) => /[{?]/.test(segment) || /.\*|\*./.test(segment);

/** Marks a request segment no route names; the digits after it are its place in the path. */
const UNNAMED = '\u0000';

/** Shapes kept at most: each is a route table's answer, but callers choose the paths. */
const MAX_SHAPES = 2_000;

type Template<T> = {
  result: Result<T>;
  /** For each matched handler with a parameter taken from an unnamed segment: which, and where. */
  fills: { index: number; params: [name: string, segment: number][] }[];
};

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
 * send. A path with parameters is answered from the answer for its shape (`#matchByShape`).
 *
 * With an entry, a request's own work (its context, the rules of every /api request) is part of
 * the first handler it matches instead of a `use('*')` middleware step matching every path: a
 * route with one handler then answers straight away, where Hono composes two or more handlers
 * with a promise and an async function for each (decision 038).
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
  /** Every segment some route names as itself (`api`, `track`, `read-all`), and the empty one. */
  readonly #namedSegments = new Set<string>(['']);
  /** By shape (a path with each unnamed segment marked), then method: the trie's answer for it. */
  readonly #byShape = new Map<string, Map<string, Template<T>>>();
  /** False once a route reads a segment's text (a pattern): then a shape is not enough. */
  #shapesAnswer = true;

  constructor(entry?: RequestEntry<T>) {
    this.#entry = entry;
    this.#none = entry && [[[entry.enter(entry.otherwise), {}]]];
  }

  add(method: string, path: string, handler: T): void {
    this.#trie.add(method, path, handler);
    // A route added later may match paths answered before.
    for (const byMethod of this.#found.values()) byMethod.clear();
    if (isStaticPath(path) && !this.#found.has(path)) this.#found.set(path, new Map());
    this.#byShape.clear();
    for (const segment of path.split('/')) {
      if (readsSegmentText(segment)) this.#shapesAnswer = false;
      else if (!segment.startsWith(':') && segment !== '*') this.#namedSegments.add(segment);
    }
  }

  match(method: string, path: string): Result<T> {
    const byMethod = this.#found.get(path);
    if (!byMethod) return this.#matchByShape(method, path);
    let result = byMethod.get(method);
    if (!result) {
      result = this.#entering(this.#trie.match(method, path));
      byMethod.set(method, result);
    }
    return result;
  }

  /**
   * A path with parameters (`/api/track/OTC…`), answered from the trie's answer for its shape.
   * Without patterns, a route segment is a name, a parameter or a wildcard, so every segment that
   * no route names matches the same routes: `/api/track/A` and `/api/track/B` match alike, and
   * differ only in the parameters taken from them. The trie walks every wildcard middleware and
   * sorts what it found for each request (8 µs of a flooded lookup's 18 under a profiler).
   */
  #matchByShape(method: string, path: string): Result<T> {
    if (!this.#shapesAnswer) return this.#entering(this.#trie.match(method, path));
    const segments = path.split('/');
    const shaped = segments.slice();
    for (let i = 0; i < shaped.length; i++) {
      if (!this.#namedSegments.has(shaped[i]!)) shaped[i] = UNNAMED + i;
    }
    const shape = shaped.join('/');
    let byMethod = this.#byShape.get(shape);
    let template = byMethod?.get(method);
    if (!template) {
      template = templateOf(this.#entering(this.#trie.match(method, shape)));
      if (!byMethod && this.#byShape.size < MAX_SHAPES) {
        byMethod = new Map();
        this.#byShape.set(shape, byMethod);
      }
      byMethod?.set(method, template);
    }
    return filled(template, segments);
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

/** Where each parameter of a shape's answer comes from in a request's path. */
function templateOf<T>(result: Result<T>): Template<T> {
  const matched = result[0] as [T, Params][];
  const fills: Template<T>['fills'] = [];
  matched.forEach(([, params], index) => {
    const fromPath: [string, number][] = [];
    for (const name in params) {
      const value = params[name]!;
      if (value.startsWith(UNNAMED)) fromPath.push([name, Number(value.slice(UNNAMED.length))]);
    }
    if (fromPath.length > 0) fills.push({ index, params: fromPath });
  });
  return { result, fills };
}

/** The shape's answer with this request's own parameters (a handler without any keeps its object). */
function filled<T>({ result, fills }: Template<T>, segments: string[]): Result<T> {
  if (fills.length === 0) return result;
  const matched = (result[0] as [T, Params][]).slice();
  for (const { index, params } of fills) {
    // Null-prototype, as the trie's own.
    const own: Params = Object.assign(Object.create(null) as Params, matched[index]![1]);
    for (const [name, segment] of params) own[name] = segments[segment]!;
    matched[index] = [matched[index]![0], own];
  }
  return [matched];
}
