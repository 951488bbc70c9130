import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as accounts from './migrations/0001-accounts.ts';
import * as oauthFlows from './migrations/0002-oauth-flows.ts';
import * as whatsapp from './migrations/0003-whatsapp.ts';
import * as healthProbe from './migrations/0004-health-probe.ts';
import * as companion from './migrations/0005-companion.ts';
import * as schedules from './migrations/0006-schedules.ts';
import * as scheduler from './migrations/0007-scheduler.ts';
import * as privacy from './migrations/0008-privacy.ts';
import * as memory from './migrations/0009-relationship-memory.ts';
import * as resultsByOwner from './migrations/0010-results-by-owner.ts';

// In code rather than read from a folder: no file-system or ESM path surprises when bundled or run by tsx.
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-oauth-flows': oauthFlows,
  '0003-whatsapp': whatsapp,
  '0004-health-probe': healthProbe,
  '0005-companion': companion,
  '0006-schedules': schedules,
  '0007-scheduler': scheduler,
  '0008-privacy': privacy,
  '0009-relationship-memory': memory,
  '0010-results-by-owner': resultsByOwner,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; Kysely's lock table keeps two processes from migrating at once. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
