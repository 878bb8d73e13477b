export declare function isLocalAddress(url: string): boolean;
