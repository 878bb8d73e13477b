import { carTypes } from '@pothik/domain';

/** A car type as the forms show it: from GET /cars, or from the domain list (no image) when that failed. */
export type CarOption = {
  key: string;
  name_en: string;
  name_bn: string;
  seats: number;
  image: string | null;
};

export const domainCarOptions: CarOption[] = carTypes.map((car) => ({ ...car, image: null }));
