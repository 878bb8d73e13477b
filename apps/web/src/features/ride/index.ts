// The ride's public face: the panel a booked trip shows (driver, check-in and out, cancelling, review).

export { RidePanel } from './ride-panel';
