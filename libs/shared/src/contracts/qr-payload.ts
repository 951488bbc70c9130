// zod/mini: the connect page, a phone's first page after linking starts, checks this payload, and
// classic zod there would cost about 20 KiB on the wire (ARCHITECTURE §10).
import * as z from 'zod/mini';

/** The QR code to scan, as a PNG data URL. */
export const qrPayloadSchema = z.object({
  qrUrl: z.string().check(z.startsWith('data:image/png;base64,')),
});
export type QrPayload = z.infer<typeof qrPayloadSchema>;
