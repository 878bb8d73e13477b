import { carListSchema } from '@pothik/domain';
import { z } from 'zod';

export const carsResponseSchema = z.object({ data: carListSchema });
