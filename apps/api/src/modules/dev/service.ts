// What other modules may use of the dev tools: whether they are on, so a module can add dev routes of its own.
import type { Config } from '../../config';

/**
 * DESIGN.md §10, §13: the dev outbox, dev leads, dev drivers and the dev clock exist only outside
 * production; nothing (not DEMO, not DEV_CLOCK) turns them on in it.
 */
export function isDevToolsEnabled(config: Pick<Config, 'env'>): boolean {
  return config.env !== 'production';
}
