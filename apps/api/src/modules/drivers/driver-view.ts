import type { CarTypeKey, DriverCard, DriverContact } from '@pothik/domain';
import type { DriverRow, DriverWithMobile } from './repo';

/** What a driver's contact card shows: a card's columns, the plate and the login number. */
export type DriverContactRow = Pick<
  DriverWithMobile,
  | 'id'
  | 'name'
  | 'photo'
  | 'ratingSum'
  | 'ratingCount'
  | 'completedTrips'
  | 'carType'
  | 'carModel'
  | 'plateNumber'
  | 'mobile'
>;

/** Stars are stored as a sum and a count; the average is shown with two decimals. */
function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 100) / 100 : null;
}

export function toDriverCard(
  row: Pick<
    DriverRow,
    'id' | 'name' | 'photo' | 'ratingSum' | 'ratingCount' | 'completedTrips' | 'carType' | 'carModel'
  >,
): DriverCard {
  return {
    id: row.id,
    name: row.name,
    photo: row.photo,
    rating: averageRating(row.ratingSum, row.ratingCount),
    rating_count: row.ratingCount,
    completed_trips: row.completedTrips,
    car_type: row.carType as CarTypeKey,
    car_model: row.carModel,
  };
}

export function toDriverContact(row: DriverContactRow): DriverContact {
  return { ...toDriverCard(row), plate_number: row.plateNumber, mobile: row.mobile };
}
