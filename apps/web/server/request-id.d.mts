import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function assignRequestId(req: IncomingMessage, res: ServerResponse): string;
