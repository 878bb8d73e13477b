import { type CarView, carTypes } from '@pothik/domain';

/** A car type as the forms show it: from GET /cars, or from the domain list (no image) when that failed. */
export type CarOption = Omit<CarView, 'image'> & { image: string | null };

export const domainCarOptions: CarOption[] = carTypes.map((car) => ({ ...car, image: null }));
