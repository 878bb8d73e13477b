import type { Db } from '../../db/client';
import { type ChannelSender, PermanentDeliveryError } from '../notifications';
import { deliverPush, type PushDeliveryDeps } from './deliver-push';
import { type PushMessage, pushMessages } from './push-messages';
import { deliverStaffPush } from './staff-push';
import type { TripPushFacts } from './trip-facts';

/**
 * The outbox's push channel: one row goes to every device of its person (an incident's alert to every
 * device of the staff who answer incidents; none subscribed is no failure: the email carries it too). A digest of bids is written
 * when its window opens and counted when it is sent, so it tells of every bid of the window. Nobody
 * left to tell (no device, or every device gone) is a permanent failure: retrying cannot help.
 */
export function pushChannel(
  deps: PushDeliveryDeps & { db: Db; tripFacts: () => TripPushFacts },
): ChannelSender {
  return {
    channel: 'push',
    async send(notification, { signal }) {
      let message = notification.message as PushMessage;
      // An incident's alert goes to the devices of the staff who answer incidents, not to a person.
      if (notification.kind === 'incident_staff') {
        await deliverStaffPush(deps, message, signal);
        return { provider: deps.sender.provider };
      }
      if (notification.userId === null) throw new PermanentDeliveryError('a push needs its person');
      if (notification.kind === 'bid_digest' && notification.tripId !== null) {
        const facts = deps.tripFacts();
        const trip = await facts.trip(deps.db, notification.tripId);
        const bids = await facts.bidsSoFar(deps.db, notification.tripId, deps.now());
        if (trip?.status !== 'requested' || bids.open === 0 || bids.lowest === null)
          throw new PermanentDeliveryError('the trip is no longer taking bids: no digest');
        message = pushMessages.bidDigest(trip, { count: bids.open, lowest: bids.lowest });
      }
      const result = await deliverPush(deps, { userId: notification.userId, message }, signal);
      if (result.sent === 0) throw new PermanentDeliveryError('no push subscription left');
      return { provider: deps.sender.provider };
    },
  };
}
