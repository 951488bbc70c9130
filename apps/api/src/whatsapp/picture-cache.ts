import type { ContactImage } from '@app/shared/contracts';

const ttlMs = 60 * 60 * 1000;
const parallel = 4;

/**
 * Contact pictures, fetched only when a page asks and kept an hour (WhatsApp's URLs expire, and each
 * lookup is a request to WhatsApp). A few at a time, so a long address book is no burst.
 */
export function pictureCache(fetchPicture: (userId: string, jid: string) => Promise<string | null>, now: () => number = Date.now) {
  const cache = new Map<string, { url: string | null; at: number }>();
  const key = (userId: string, jid: string) => `${userId} ${jid}`;

  async function one(userId: string, jid: string): Promise<string | null> {
    const hit = cache.get(key(userId, jid));
    if (hit && now() - hit.at < ttlMs) return hit.url;
    const url = await fetchPicture(userId, jid).catch(() => null);
    cache.set(key(userId, jid), { url, at: now() });
    return url;
  }

  return {
    async of(userId: string, jids: string[]): Promise<ContactImage[]> {
      const found: ContactImage[] = [];
      const queue = [...jids];
      const worker = async () => {
        for (let jid = queue.shift(); jid !== undefined; jid = queue.shift()) {
          const imgUrl = await one(userId, jid);
          if (imgUrl) found.push({ contact: jid, imgUrl });
        }
      };
      await Promise.all(Array.from({ length: parallel }, worker));
      const order = new Map(jids.map((jid, i) => [jid, i]));
      return found.sort((a, b) => order.get(a.contact)! - order.get(b.contact)!);
    },
    forget(userId: string) {
      for (const k of cache.keys()) if (k.startsWith(`${userId} `)) cache.delete(k);
    },
  };
}
