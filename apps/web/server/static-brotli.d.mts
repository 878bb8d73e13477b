import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const precompressed: RegExp;
export declare function precompressedSender(
  staticDir: string,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
