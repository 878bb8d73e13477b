/**
 * What a request hook tells the API document about the routes it guards (plugins/api-document.ts):
 * the credential it asks for and the refusals it can answer with. The hooks that check a bearer token,
 * a staff session or an idempotency key mark themselves, so every route that uses one is documented
 * with its security and its 4xx answers without repeating them route by route.
 */
export type RouteAnswers = {
  /** The security scheme (components.securitySchemes) the hook checks. */
  security?: 'bearer' | 'staffSession';
  /** The credential may be left out (the route then serves an anonymous caller). */
  optional?: boolean;
  /** The 4xx statuses the hook itself refuses with. */
  refusals: readonly number[];
};

const answersKey = Symbol('routeAnswers');

/** Marks a request hook with what it checks; returns the same function. */
export function markRouteAnswers<T extends object>(hook: T, answers: RouteAnswers): T {
  Object.defineProperty(hook, answersKey, { value: answers, enumerable: false });
  return hook;
}

/** The marks of a route's hooks (onRequest, preValidation, preHandler: a function or an array). */
export function routeAnswersOf(route: Record<string, unknown>): RouteAnswers[] {
  const found: RouteAnswers[] = [];
  for (const name of ['onRequest', 'preParsing', 'preValidation', 'preHandler']) {
    const value = route[name];
    const hooks = Array.isArray(value) ? value : value ? [value] : [];
    for (const hook of hooks) {
      const answers = (hook as { [answersKey]?: RouteAnswers })[answersKey];
      if (answers) found.push(answers);
    }
  }
  return found;
}
