import type { ErrorEvent } from '@sentry/core';

export declare function scrubEvent(event: ErrorEvent): ErrorEvent;
