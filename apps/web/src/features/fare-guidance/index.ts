// Fare guidance's public face: the line that says what similar trips cost, and the route it is asked for.

export { FareGuidanceLine } from './fare-guidance-line';
export type { GuidanceRoute } from './guidance-route';
