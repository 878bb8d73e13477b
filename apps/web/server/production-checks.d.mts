type Env = Record<string, string | undefined>;

export declare function webMode(env: Env): 'production' | 'development' | 'test';
export declare function productionProblems(env: Env): string[];
