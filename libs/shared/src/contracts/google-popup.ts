// zod/mini: the sign-in page (the first page) checks this message, and classic zod there would cost
// kilobytes the page budget does not have (ARCHITECTURE §10).
import * as z from 'zod/mini';

/** What the Google popup posts to the window that opened it (ARCHITECTURE §6). */
export const googlePopupMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('google-auth-success'),
    user: z.object({ userId: z.string().check(z.minLength(1)), name: z.string(), email: z.string(), whatsappConnected: z.boolean() }),
  }),
  z.object({ type: z.literal('google-auth-failure'), message: z.string() }),
  /** A signed-in person proved who they are again (deleting the account asks for it). */
  z.object({ type: z.literal('google-confirm-success') }),
]);
export type GooglePopupMessage = z.infer<typeof googlePopupMessageSchema>;
