import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { sha256 } from '../crypto.ts';

export const flowLifetimeMs = 10 * 60_000;

export interface StartedFlow {
  state: string;
  /** The random value of the cookie that binds the flow to the browser that started it. */
  browser: string;
  verifier: string;
  nonce: string;
  /** A signed-in person confirming who they are (deleting their account), rather than signing in. */
  confirming?: { userId: string };
}

/** Sign-in flows under way with the identity provider, by the hash of their state. */
export function createOauthFlows(db: Db, clock: Clock) {
  return {
    /** Records a flow, forgetting those too old to finish. */
    async start(flow: StartedFlow): Promise<void> {
      const now = clock.now();
      await db
        .deleteFrom('oauth_flows')
        .where('created_at', '<', now - flowLifetimeMs)
        .execute();
      await db
        .insertInto('oauth_flows')
        .values({
          state_hash: sha256(flow.state),
          browser_hash: sha256(flow.browser),
          code_verifier: flow.verifier,
          nonce: flow.nonce,
          created_at: now,
          purpose: flow.confirming ? 'confirm' : 'sign-in',
          user_id: flow.confirming?.userId ?? null,
        })
        .execute();
    },

    /**
     * The flow a state names, removed as it is read (single use); undefined unless it is live and the
     * browser is the one that started it.
     */
    async take(state: string, browser: string | undefined) {
      const flow = await db.selectFrom('oauth_flows').selectAll().where('state_hash', '=', sha256(state)).executeTakeFirst();
      if (!flow) return undefined;
      await db.deleteFrom('oauth_flows').where('state_hash', '=', flow.state_hash).execute();
      const live = flow.created_at >= clock.now() - flowLifetimeMs;
      if (!browser || sha256(browser) !== flow.browser_hash || !live) return undefined;
      return { verifier: flow.code_verifier, nonce: flow.nonce, confirmingUserId: flow.purpose === 'confirm' ? flow.user_id : null };
    },
  };
}
