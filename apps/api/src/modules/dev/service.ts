// What other modules may use of the dev tools: whether they are on, so a module can add dev routes of its own.
import type { Config } from '../../config';

/** DESIGN.md §10: the outbox exists when not in production, or in a production build with DEMO=1. */
export function isDevToolsEnabled(config: Pick<Config, 'env' | 'demo'>): boolean {
  return config.env !== 'production' || config.demo;
}
