import { refuse } from '../../../lib/errors';

// Another passenger's trip is "not found", never 403: ids must not reveal whose trips exist.
export const tripNotFound = () => refuse('tripNotFound', 404);
