import { z } from 'zod';
import { idSchema, optionalText, ratingSchema } from './fields';
import { humanCheckField } from './human-check';
import { validationMessage as msg } from './messages';

const answerSchema = z.union([z.string().max(1000), z.number(), z.boolean()], {
  error: msg('answersInvalid'),
});

/** POST /survey-submit. */
export const surveySchema = z.object({
  trip_id: idSchema().optional(),
  rating: ratingSchema,
  answers: z
    .record(z.string().regex(/^[a-z0-9_]{1,64}$/, { error: msg('answersInvalid') }), answerSchema, {
      error: msg('answersInvalid'),
    })
    .refine((answers) => Object.keys(answers).length <= 50, { error: msg('answersInvalid') }),
  comment: optionalText(1000),
  /** From the completion SMS's or the My trips card's link: lets the trip be named without logging in. */
  survey_token: z.string().max(64).optional(),
  ...humanCheckField,
});
export type Survey = z.infer<typeof surveySchema>;
