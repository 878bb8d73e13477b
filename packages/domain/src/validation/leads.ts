import { z } from 'zod';
import {
  type ClockOptions,
  carTypeSchema,
  emailSchema,
  futureDateTimeSchema,
  optionalEmailSchema,
  optionalText,
  requiredText,
  systemClock,
} from './fields';
import { validationMessage as msg } from './messages';
import { mobileSchema } from './phone';

/** /business contact form; POST /web/create/{product}_business. */
export const businessLeadSchema = z.object({
  name: requiredText('nameRequired'),
  designation: requiredText('designationRequired'),
  company_name: requiredText('companyNameRequired', 150),
  email: emailSchema,
  mobile: mobileSchema,
});
export type BusinessLead = z.infer<typeof businessLeadSchema>;

/** /club form; POST /web/create/{product}_club. */
export const clubLeadSchema = z.object({
  full_name: requiredText('fullNameRequired'),
  mobile: mobileSchema,
  email: emailSchema,
});
export type ClubLead = z.infer<typeof clubLeadSchema>;

/** /earn-with-{product} driver recruitment; POST /web/create/{product}_driver. */
export const driverLeadSchema = z.object({
  full_name: requiredText('fullNameRequired'),
  mobile: mobileSchema,
  email: optionalEmailSchema,
  district: optionalText(100),
  car_type: carTypeSchema.optional(),
  has_own_car: z.boolean({ error: msg('invalidInput') }).optional(),
});
export type DriverLead = z.infer<typeof driverLeadSchema>;

/** /request-car-requisition; POST /web/request/car-rental. */
export function makeCarRequisitionSchema({ now = systemClock }: ClockOptions = {}) {
  return z.object({
    full_name: requiredText('fullNameRequired'),
    mobile: mobileSchema,
    email: optionalEmailSchema,
    company_name: optionalText(150),
    car_type: carTypeSchema,
    pickup_address: requiredText('pickupRequired', 300),
    dropoff_address: optionalText(300),
    pickup_at: futureDateTimeSchema(now, 'pickupTimeInvalid', 'pickupTimeInPast'),
    note: optionalText(),
  });
}
export const carRequisitionSchema = makeCarRequisitionSchema();
export type CarRequisition = z.infer<typeof carRequisitionSchema>;

/** POST /web/check/gp-loyalty-status. */
export const gpLoyaltyCheckSchema = z.object({ mobile: mobileSchema });
export type GpLoyaltyCheck = z.infer<typeof gpLoyaltyCheckSchema>;
