import { z } from 'zod';

export const remoteNames = ['auth_mfe', 'onboarding_mfe', 'scheduling_mfe', 'results_mfe'] as const;
export const remoteNameSchema = z.enum(remoteNames);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** `/remotes.json`: container name -> URL of its mf-manifest.json (absolute or origin-relative). */
export const remotesMapSchema = z.partialRecord(
  remoteNameSchema,
  z.string().refine((url) => url.startsWith('/') || /^https?:\/\//.test(url), 'Expected a URL'),
);
export type RemotesMap = z.infer<typeof remotesMapSchema>;

/** `GET /api/health`, the readiness probe: 200 when the database takes writes, else 503 'unavailable'. */
export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  uptimeSeconds: z.number().nonnegative(),
  database: z.enum(['writable', 'unavailable']),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

/** `GET /api/health/live`, the liveness probe: the process answers; nothing else is asked. */
export const livenessAnswerSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().nonnegative(),
});
export type LivenessAnswer = z.infer<typeof livenessAnswerSchema>;

/** `GET /api/config`: what the browser needs to know about how this server runs. */
export const siteConfigAnswerSchema = z.object({
  mode: z.enum(['local', 'production']),
  localIdentityProvider: z.boolean(),
});
export type SiteConfigAnswer = z.infer<typeof siteConfigAnswerSchema>;
