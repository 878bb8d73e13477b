import { z } from 'zod';

export const carSchema = z.object({
  key: z.string(),
  name_en: z.string(),
  name_bn: z.string(),
  seats: z.number().int(),
  image: z.string(),
});

export const highDemandSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  message_en: z.string(),
  message_bn: z.string(),
});
export type HighDemand = z.infer<typeof highDemandSchema>;

export const carsResponseSchema = z.object({
  data: z.object({ cars: z.array(carSchema), HighDemand: highDemandSchema }),
});
