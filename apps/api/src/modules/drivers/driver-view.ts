import type { CarTypeKey, DriverCard, DriverContact } from '@pothik/domain';
import type { DriverRow, DriverWithMobile } from './repo';

/** Stars are stored as a sum and a count; the average is shown with two decimals. */
function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 100) / 100 : null;
}

export function toDriverCard(row: DriverRow): DriverCard {
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

export function toDriverContact(row: DriverWithMobile): DriverContact {
  return { ...toDriverCard(row), plate_number: row.plateNumber, mobile: row.mobile };
}
