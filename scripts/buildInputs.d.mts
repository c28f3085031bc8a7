export declare const ROOT: string;
export declare const CLIENT_INDEX: string;
export declare const CLIENT_SOURCES: readonly string[];
export declare const SERVER_ENTRY: string;
export declare const SERVER_SOURCES: readonly string[];
export declare function isStale(output: string, sources: readonly string[]): boolean;
