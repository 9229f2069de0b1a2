import { Id, StockQuantity, StockThresholdBody } from '@storefront/contracts';
import { z } from 'zod';

export const ThresholdForm = StockThresholdBody;

/** One size's change from its row: a step (+1 / −1) or a count, set only if `expected` still holds. */
export const AdjustForm = z.union([
  z.object({ size_id: Id, delta: z.union([z.literal(1), z.literal(-1)]) }),
  z.object({ size_id: Id, set: StockQuantity, expected: StockQuantity }),
]);
