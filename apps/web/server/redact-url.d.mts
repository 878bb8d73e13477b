export declare function redactCredentials(url: string): string;
