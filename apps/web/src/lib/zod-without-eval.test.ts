import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseZodWithoutEval } from './zod-without-eval';

describe('parseZodWithoutEval', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('makes zod parse objects without ever trying new Function', async () => {
    parseZodWithoutEval();
    const compile = vi.spyOn(globalThis, 'Function');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ id: z.number(), name: z.string() });
    for (let i = 0; i < 5; i++) expect(schema.parse({ id: i, name: 'x' })).toEqual({ id: i, name: 'x' });
    expect(compile).not.toHaveBeenCalled();
  });
});
