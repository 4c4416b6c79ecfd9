import * as z from 'zod/mini';

/** GET /health: an availability check (shell §7). timestamp is ISO 8601 UTC. */
export const HealthResponseSchema = z.object({
  status: z.string(),
  service: z.string(),
  timestamp: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
