import type { Contact } from '@app/shared/contracts';
import { cleanName, nameLengthLimit } from '@app/shared/validation';
import type { Db } from '../db/database.ts';

/** What one source knows about a contact; missing fields leave what another source said. */
export interface ContactFacts {
  id: string;
  name?: string | null;
  verifiedName?: string | null;
  pushName?: string | null;
  /** Seconds since the epoch. */
  lastMessageTimestamp?: number | null;
}

/** A name from WhatsApp kept by the one name rule (contracts' displayNameSchema): no hidden characters, bounded. */
const keptName = (name: string | null | undefined) => {
  if (name === null || name === undefined) return name;
  return cleanName(name).slice(0, nameLengthLimit) || null;
};

const later = (a: number | null | undefined, b: number | null | undefined) =>
  a === null || a === undefined ? (b ?? null) : b === null || b === undefined ? a : Math.max(a, b);

/**
 * The user's contacts merged from every WhatsApp source (history chunks, contact and chat updates, live
 * messages), kept in the database so the picker survives a restart. Names and times only, never text.
 */
export function contactsBook(db: Db) {
  return {
    async merge(userId: string, facts: ContactFacts[]): Promise<void> {
      if (facts.length === 0) return;
      const byId = new Map<string, ContactFacts>();
      for (const raw of facts) {
        const fact = { ...raw, name: keptName(raw.name), verifiedName: keptName(raw.verifiedName), pushName: keptName(raw.pushName) };
        const seen = byId.get(fact.id);
        byId.set(fact.id, seen ? combine(seen, fact) : fact);
      }
      await db.transaction().execute(async (trx) => {
        const stored = await trx
          .selectFrom('wa_contacts')
          .selectAll()
          .where('user_id', '=', userId)
          .where('id', 'in', [...byId.keys()])
          .execute();
        const known = new Map(stored.map((row) => [row.id, row]));
        for (const fact of byId.values()) {
          const row = known.get(fact.id);
          const merged = combine(
            row
              ? {
                  id: row.id,
                  name: row.name,
                  verifiedName: row.verified_name,
                  pushName: row.push_name,
                  lastMessageTimestamp: row.last_message_at,
                }
              : { id: fact.id },
            fact,
          );
          const values = {
            name: merged.name ?? null,
            verified_name: merged.verifiedName ?? null,
            push_name: merged.pushName ?? null,
            last_message_at: merged.lastMessageTimestamp ?? null,
          };
          await trx
            .insertInto('wa_contacts')
            .values({ user_id: userId, id: fact.id, ...values })
            .onConflict((oc) => oc.columns(['user_id', 'id']).doUpdateSet(values))
            .execute();
        }
      });
    },

    /** Most recently active first; contacts never written to come last, by name. */
    async list(userId: string): Promise<Contact[]> {
      const rows = await db.selectFrom('wa_contacts').selectAll().where('user_id', '=', userId).execute();
      return rows
        .map((r) => ({
          id: r.id,
          name: r.name,
          verifiedName: r.verified_name,
          pushName: r.push_name,
          lastMessageTimestamp: r.last_message_at,
        }))
        .sort((a, b) => (b.lastMessageTimestamp ?? -1) - (a.lastMessageTimestamp ?? -1) || displayName(a).localeCompare(displayName(b)));
    },

    async forget(userId: string): Promise<void> {
      await db.deleteFrom('wa_contacts').where('user_id', '=', userId).execute();
    },
  };
}

export type ContactsBook = ReturnType<typeof contactsBook>;

function combine(old: ContactFacts, fresh: ContactFacts): ContactFacts {
  return {
    id: old.id,
    name: fresh.name ?? old.name ?? null,
    verifiedName: fresh.verifiedName ?? old.verifiedName ?? null,
    pushName: fresh.pushName ?? old.pushName ?? null,
    lastMessageTimestamp: later(old.lastMessageTimestamp, fresh.lastMessageTimestamp),
  };
}

const displayName = (c: Contact) => c.name ?? c.verifiedName ?? c.pushName ?? c.id;
