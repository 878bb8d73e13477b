import type { Server } from 'node:http';

export declare function connectionDrainer(server: Server): () => void;
