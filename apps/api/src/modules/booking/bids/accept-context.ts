import type { PaymentGatewayKey } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import { paymentGatewaysOf } from '../advance/advance-view';
import { type TripSmsSettings, tripSmsSettingsOf } from '../trips/trip-sms';

/** What a booking needs of the app beside the database: the time, the cancel window, SMS, the gateways. */
export type AcceptContext = {
  now: Date;
  windowMinutes: number;
  sms: TripSmsSettings;
  /** Where an advance may be paid (the trip's detail offers them). */
  gateways: readonly PaymentGatewayKey[];
};

export function acceptContextOf(app: FastifyInstance, now: Date): AcceptContext {
  return {
    now,
    windowMinutes: app.config.booking.cancelWindowMin,
    sms: tripSmsSettingsOf(app.config),
    gateways: paymentGatewaysOf(app),
  };
}
