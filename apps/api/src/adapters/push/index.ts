export {
  defaultPushServiceHosts,
  type PushServicePolicy,
  pushEndpointProblem,
  pushServiceHostProblem,
} from './endpoint-policy';
export { PushDeliveryError, type PushSender, type PushTarget, type VapidKeys } from './types';
export { generateVapidKeys, vapidKeyProblem, vapidSubjectProblem } from './vapid-config';
export { createWebPushSender } from './web-push-sender';
