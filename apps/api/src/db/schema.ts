import type { Generated } from 'kysely';

// Portable across SQLite and PostgreSQL: text ids, epoch-ms times, 0/1 flags, JSON as text.

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string | null;
  email_verified_at: number | null;
  google_sub: string | null;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: the token itself is never stored. */
  id: string;
  user_id: string;
  persistent: number;
  created_at: number;
  expires_at: number;
  /** When its person last proved who they are again (password or a fresh Google sign-in), for deleting the account. */
  confirmed_at: number | null;
}

export interface EmailCodesTable {
  user_id: string;
  code_hash: string;
  expires_at: number;
  attempts: Generated<number>;
  sent_at: number;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface DevMailTable {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  sent_at: number;
}

/** A Google sign-in in progress: single use, bound to the browser that started it. */
export interface OauthFlowsTable {
  state_hash: string;
  browser_hash: string;
  code_verifier: string;
  nonce: string;
  created_at: number;
  /** 'sign-in', or 'confirm': a signed-in person proving who they are again (deleting the account). */
  purpose: Generated<string>;
  /** The account a 'confirm' flow is for. */
  user_id: string | null;
}

/** A WhatsApp session's credentials, sealed (AES-256-GCM); the row exists while the account is linked. `session_id` is the user's id. */
export interface WaCredsTable {
  session_id: string;
  creds: string;
  updated_at: number;
}

/** The Signal keys of a session, each value sealed. */
export interface WaKeysTable {
  session_id: string;
  type: string;
  id: string;
  value: string;
}

/** A contact as merged from every WhatsApp source: names and times only, no message text. */
export interface WaContactsTable {
  user_id: string;
  id: string;
  name: string | null;
  verified_name: string | null;
  push_name: string | null;
  last_message_at: number | null;
}

/** The readiness check's one row. */
export interface HealthProbeTable {
  id: string;
  checked_at: number;
}

/** Each account's companion wisdom (a catalogue title) and language; a missing row is 'none chosen'. */
export interface CompanionSettingsTable {
  user_id: string;
  wisdom_title: string | null;
  language: string | null;
  updated_at: number;
}

/** A stored schedule; `wisdom`, `looped` and `astrology` hold the choices of each type as JSON. */
export interface SchedulesTable {
  id: string;
  user_id: string;
  user_whatsapp_id: string;
  interval_hours: number;
  minimum_messages: number;
  start_time: string;
  /** Epoch ms of the next occurrence; claimed by compare-and-set, so each runs once. */
  next_run_at: number;
  last_run_at: number | null;
  /** 1 until stopped (WhatsApp removed); a stopped schedule never runs again. */
  active: number;
  timezone: string;
  failure_count: number;
  last_failure_time: string | null;
  last_failure_reason: string | null;
  wisdom: string;
  looped: string;
  astrology: string;
  created_at: number;
}

export type RunStatus = 'running' | 'succeeded' | 'skipped' | 'failed';

/** One occurrence of a schedule, unique per schedule and due time. */
export interface ScheduleRunsTable {
  id: string;
  schedule_id: string;
  due_at: number;
  status: RunStatus;
  started_at: number;
  finished_at: number | null;
  result_id: string | null;
  /** Why it was skipped or failed, in words a user understands. */
  detail: string | null;
}

/** A new message with a contact of an active schedule, sealed, until a run uses it. */
export interface BufferedMessagesTable {
  id: string;
  schedule_id: string;
  contact_id: string;
  /** When it was written (WhatsApp's timestamp, epoch ms). */
  sent_at: number;
  /** When the server got it; a run takes what arrived before it started. */
  received_at: number;
  sealed: string;
}

export interface ResultsTable {
  id: string;
  user_id: string;
  schedule_id: string | null;
  created_at: number;
  sealed: string;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'unknown' | 'failed';

/** A WhatsApp message to the user's own chat, claimed before it is sent: at most once. */
export interface WhatsappOutboxTable {
  id: string;
  run_id: string;
  user_id: string;
  text: string;
  status: OutboxStatus;
  wa_message_id: string | null;
  created_at: number;
  updated_at: number;
}

/** The traits and events the runs found about an account, sealed. */
export interface ProfileInsightsTable {
  user_id: string;
  sealed: string;
  updated_at: number;
}

/** What one reading concluded about a contact (counts and labels, sealed), per schedule: the next reading's 'since last time'. */
export interface RelationshipMemoryTable {
  id: string;
  schedule_id: string;
  contact_id: string;
  created_at: number;
  sealed: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  password_resets: PasswordResetsTable;
  dev_mail: DevMailTable;
  oauth_flows: OauthFlowsTable;
  wa_creds: WaCredsTable;
  wa_keys: WaKeysTable;
  wa_contacts: WaContactsTable;
  health_probe: HealthProbeTable;
  companion_settings: CompanionSettingsTable;
  schedules: SchedulesTable;
  schedule_runs: ScheduleRunsTable;
  buffered_messages: BufferedMessagesTable;
  results: ResultsTable;
  whatsapp_outbox: WhatsappOutboxTable;
  profile_insights: ProfileInsightsTable;
  relationship_memory: RelationshipMemoryTable;
}
