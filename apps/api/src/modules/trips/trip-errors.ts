import { AppError } from '../../lib/errors';

// Another passenger's trip is "not found", never 403: ids must not reveal whose trips exist.
export const tripNotFound = () => new AppError(404, 'Trip not found.', 'tripNotFound');
