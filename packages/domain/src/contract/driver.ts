import { z } from 'zod';
import { carTypeKeys } from '../reference/car-types';

/** A driver as a passenger comparing bids sees them: no plate or phone before a booking. */
export const driverCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable().describe('a path under /images on the API'),
  rating: z.number().nullable().describe('average of 1–5 stars, two decimals; null before any review'),
  rating_count: z.number().int(),
  completed_trips: z.number().int(),
  car_type: z.enum(carTypeKeys),
  car_model: z.string(),
});
export type DriverCard = z.infer<typeof driverCardSchema>;

/** The driver of the passenger's confirmed trip: how to recognise the car and call the driver. */
export const driverContactSchema = driverCardSchema.extend({
  plate_number: z.string(),
  mobile: z.string(),
});
export type DriverContact = z.infer<typeof driverContactSchema>;
