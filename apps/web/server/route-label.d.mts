export declare function routeLabeler(patterns: string[]): (url?: string) => string;
export declare function builtRoutePatterns(distDir: string): string[];
