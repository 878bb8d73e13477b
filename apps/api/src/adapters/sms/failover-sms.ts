import { SmsDeliveryError, type SmsSender } from './types';

/**
 * Two gateways as one: the message goes to `primary`; when it refuses, fails or does not answer within
 * its timeout, to `secondary`. The receipt names whichever took it. A caller's abort (the login gave
 * up) is not a gateway failure: nothing more is tried.
 */
export function createFailoverSms(primary: SmsSender, secondary: SmsSender): SmsSender {
  return {
    provider: primary.provider,
    async send(message, db, options = {}) {
      try {
        return await primary.send(message, db, options);
      } catch (first) {
        if (!(first instanceof SmsDeliveryError) || options.signal?.aborted) throw first;
        try {
          return await secondary.send(message, db, options);
        } catch (second) {
          if (!(second instanceof SmsDeliveryError)) throw second;
          throw new SmsDeliveryError(
            `${primary.provider}: ${first.message}; then ${secondary.provider}: ${second.message}`,
          );
        }
      }
    },
  };
}
