import { promoViewSchema } from '@pothik/domain';
import { z } from 'zod';

export const promoListSchema = z.object({ data: z.array(promoViewSchema) });
