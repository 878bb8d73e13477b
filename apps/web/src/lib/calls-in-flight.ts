/**
 * Counts the calls under way with one login's token, so ending that login can wait for them: a call the
 * server answered after the logout revoked its token would come back a 401 the user did nothing for.
 */
export function createCallsInFlight() {
  let count = 0;
  let waiters: (() => void)[] = [];

  return {
    async run<T>(call: () => Promise<T>): Promise<T> {
      count += 1;
      try {
        return await call();
      } finally {
        count -= 1;
        if (count === 0) {
          const done = waiters;
          waiters = [];
          for (const wake of done) wake();
        }
      }
    },

    /** Resolves once no call is under way, or after `boundMs` (a call on a slow network holds no logout long). */
    settled(boundMs: number): Promise<void> {
      if (count === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, boundMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
