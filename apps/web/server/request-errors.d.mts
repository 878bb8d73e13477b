import type { Logger } from 'pino';
import type { WebErrorReporter } from './error-reporter.mjs';

export declare const requestErrorHook: unique symbol;
export declare function handleRequestErrors(options: { log: Logger; reporter: WebErrorReporter }): void;
