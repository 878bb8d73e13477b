import { z } from 'zod';

// Trip safety (DESIGN.md §15, issue 43): the trip code, trusted contacts and SOS incidents as the API
// answers them to the passenger, the driver and the staff console.

export const incidentStates = ['open', 'acknowledged', 'resolved'] as const;
export type IncidentState = (typeof incidentStates)[number];

/**
 * An SOS, a check-in locked after five wrong trip codes, or a guardian check ("Is everything all right?")
 * the passenger left unanswered for GUARDIAN_ANSWER_MS, or a safety support ticket on a trip (issue 46).
 */
export const incidentKinds = ['sos', 'trip_code_locked', 'guardian_unanswered', 'safety_ticket'] as const;
export type IncidentKind = (typeof incidentKinds)[number];

/** Who raised it: the trip's passenger or driver, or the API itself (five wrong codes, an unanswered check). */
export const incidentRaisers = ['passenger', 'driver', 'system'] as const;
export type IncidentRaiser = (typeof incidentRaisers)[number];

/** How staff (or the passenger's "I am safe") closed an incident. */
export const incidentOutcomes = [
  'passenger_safe',
  'false_alarm',
  'resolved_by_call',
  'police_called',
  'trip_cancelled',
  'other',
] as const;
export type IncidentOutcome = (typeof incidentOutcomes)[number];

/** An incident as the passenger or driver who may see it reads it: when staff were alerted, when they acted. */
export const incidentViewSchema = z.object({
  id: z.int(),
  kind: z.enum(incidentKinds),
  raised_by: z.enum(incidentRaisers),
  state: z.enum(incidentStates),
  outcome: z.enum(incidentOutcomes).nullable(),
  raised_at: z.string(),
  staff_alerted_at: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type IncidentView = z.infer<typeof incidentViewSchema>;

/** GET /user/trips/{id}/safety: the check-in's code state and the trip's latest SOS. */
export const passengerTripSafetySchema = z.object({
  trip_code: z.object({
    required: z.boolean(),
    attempts_left: z.int(),
    locked: z.boolean(),
    /**
     * The demo only, with a demo-fleet driver (who has no app to show it): the code, so a newcomer can
     * check in. Never sent outside demo mode.
     */
    demo_code: z.string().nullable().optional(),
  }),
  incident: incidentViewSchema.nullable(),
});
export type PassengerTripSafety = z.infer<typeof passengerTripSafetySchema>;

/** GET /driver/trips/{id}/safety: the code to show the passenger, and the trip's latest SOS. */
export const driverTripSafetySchema = z.object({
  trip_code: z.string().nullable(),
  trip_code_locked: z.boolean(),
  incident: incidentViewSchema.nullable(),
});
export type DriverTripSafety = z.infer<typeof driverTripSafetySchema>;

/** The refusal of a wrong trip code: how many tries are left before check-in locks. */
export const tripCodeRefusalSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.object({ attempts_left: z.int(), locked: z.boolean() }),
});
export type TripCodeRefusal = z.infer<typeof tripCodeRefusalSchema>;

// Guardian checks (DESIGN.md §15, issue 43 item 5): during a trip, a long stop away from its ends or a run
// off the straight-line corridor (packages/domain trip-progress/guardian-checks.ts) asks the passenger
// "Is everything all right?"; no answer in GUARDIAN_ANSWER_MS opens a `guardian_unanswered` incident.

export const GUARDIAN_ANSWER_MS = 3 * 60_000;
export const guardianReasons = ['long_stop', 'off_corridor'] as const;
export type GuardianReason = (typeof guardianReasons)[number];
export const guardianAnswers = ['ok', 'help'] as const;
export type GuardianAnswer = (typeof guardianAnswers)[number];

/** A guardian check as its passenger reads it. */
export const guardianCheckViewSchema = z.object({
  id: z.int(),
  reason: z.enum(guardianReasons),
  asked_at: z.string(),
  /** When staff will be alerted if nobody answers. */
  answer_by: z.string(),
  answered_at: z.string().nullable(),
  answer: z.enum(guardianAnswers).nullable(),
  /** Set once staff were alerted (no answer in time). */
  incident_id: z.int().nullable(),
});
export type GuardianCheckView = z.infer<typeof guardianCheckViewSchema>;

/** POST /user/trips/{id}/guardian-check/answer. */
export const guardianAnswerBodySchema = z.object({ answer: z.enum(guardianAnswers) });
export type GuardianAnswerBody = z.infer<typeof guardianAnswerBodySchema>;
