import { z } from 'zod';
import { dhakaIsoDay, toDhakaParts } from '../format/dhaka-time';
import { districtIds } from '../reference/districts';
import {
  type ClockOptions,
  carTypeSchema,
  emailSchema,
  optionalEmailSchema,
  optionalText,
  requiredText,
  systemClock,
} from './fields';
import { humanCheckField } from './human-check';
import { validationMessage as msg } from './messages';
import { mobileSchema } from './phone';

/** /business contact form; POST /web/create/{product}_business. */
export const businessLeadSchema = z.object({
  name: requiredText('nameRequired'),
  designation: requiredText('designationRequired'),
  company_name: requiredText('companyNameRequired', 150),
  email: emailSchema,
  mobile: mobileSchema,
  ...humanCheckField,
});
export type BusinessLead = z.infer<typeof businessLeadSchema>;

/** /club form; POST /web/create/{product}_club. */
export const clubLeadSchema = z.object({
  full_name: requiredText('fullNameRequired'),
  mobile: mobileSchema,
  email: emailSchema,
  ...humanCheckField,
});
export type ClubLead = z.infer<typeof clubLeadSchema>;

/** /earn-with-{product} driver recruitment; POST /web/create/{product}_driver. */
export function makeDriverLeadSchema({ now = systemClock }: ClockOptions = {}) {
  return z
    .object({
      full_name: requiredText('fullNameRequired'),
      mobile: mobileSchema,
      email: optionalEmailSchema,
      district: z.enum(districtIds, { error: msg('districtRequired') }),
      licence_number: requiredText('licenceRequired', 30),
      has_own_car: z.boolean({ error: msg('ownCarRequired') }),
      car_type: carTypeSchema.optional(),
      car_model: optionalText(60),
      car_year: z
        .number({ error: msg('carYearInvalid') })
        .int({ error: msg('carYearInvalid') })
        .min(1980, { error: msg('carYearInvalid') })
        .refine((year) => year <= toDhakaParts(now()).year + 1, { error: msg('carYearInvalid') })
        .optional(),
      experience_years: z
        .number({ error: msg('experienceInvalid') })
        .int({ error: msg('experienceInvalid') })
        .min(0, { error: msg('experienceInvalid') })
        .max(50, { error: msg('experienceInvalid') }),
      ...humanCheckField,
    })
    .superRefine((lead, ctx) => {
      // An owner's car is what they would drive for us: its type decides which trips they see.
      if (lead.has_own_car && !lead.car_type) {
        ctx.addIssue({ code: 'custom', path: ['car_type'], message: msg('carTypeInvalid') });
      }
    });
}
export const driverLeadSchema = makeDriverLeadSchema();
export type DriverLead = z.infer<typeof driverLeadSchema>;

const isoDay = (key: 'startDateInvalid' | 'endDateBeforeStart') =>
  z.iso.date({ error: msg(key), abort: true }).max(10, { error: msg(key) });

/** /request-car-requisition (DESIGN.md §12); POST /web/request/car-rental. */
export function makeCarRequisitionSchema({ now = systemClock }: ClockOptions = {}) {
  return z
    .object({
      organisation: requiredText('organisationRequired', 150),
      contact_name: requiredText('contactNameRequired'),
      mobile: mobileSchema,
      email: optionalEmailSchema,
      pickup: requiredText('pickupRequired', 300),
      dropoff: optionalText(300),
      // Days as a Dhaka office plans them; "today" is Dhaka's today wherever the server runs.
      start_date: isoDay('startDateInvalid').refine((day) => day >= dhakaIsoDay(now()), {
        error: msg('startDateInvalid'),
      }),
      end_date: isoDay('endDateBeforeStart').optional(),
      car_type: carTypeSchema,
      cars: z
        .number({ error: msg('carsOutOfRange') })
        .int({ error: msg('carsOutOfRange') })
        .min(1, { error: msg('carsOutOfRange') })
        .max(50, { error: msg('carsOutOfRange') }),
      purpose: optionalText(1000),
      ...humanCheckField,
    })
    .refine((form) => !form.end_date || form.end_date >= form.start_date, {
      path: ['end_date'],
      error: msg('endDateBeforeStart'),
    });
}
export const carRequisitionSchema = makeCarRequisitionSchema();
export type CarRequisition = z.infer<typeof carRequisitionSchema>;

/** POST /web/check/gp-loyalty-status. */
export const gpLoyaltyCheckSchema = z.object({ mobile: mobileSchema });
export type GpLoyaltyCheck = z.infer<typeof gpLoyaltyCheckSchema>;
