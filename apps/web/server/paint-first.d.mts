import type { ServerResponse } from 'node:http';

export declare function startAfterPaint(sources: readonly string[], nonce: string | undefined): string;
export declare function paintFirstRewriter(): { push(chunk: string): string; end(): string };
export declare function paintFirst(res: ServerResponse): void;
