import type { WaEvent, WaEventListener, WaSessionState } from './gateway.ts';
import type { Clock } from '../lib/clock.ts';

/**
 * What every gateway keeps per session: its state, one pending timer, and the listeners of its events.
 * Both the simulator and the Baileys adapter build on it.
 */
export abstract class GatewaySessions<S extends { state: WaSessionState; timer?: unknown; me?: string }> {
  protected readonly sessions = new Map<string, S>();
  private readonly listeners = new Set<WaEventListener>();

  protected constructor(protected readonly clock: Clock) {}

  protected abstract newSession(): S;

  on(listener: WaEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected emit(event: WaEvent) {
    this.listeners.forEach((listener) => listener(event));
  }

  protected session(sessionId: string): S {
    let session = this.sessions.get(sessionId);
    if (!session) {
      session = this.newSession();
      this.sessions.set(sessionId, session);
    }
    return session;
  }

  state(sessionId: string): WaSessionState {
    return this.sessions.get(sessionId)?.state ?? 'stopped';
  }

  liveSessions(): string[] {
    return [...this.sessions.entries()].filter(([, s]) => s.state !== 'stopped' && s.state !== 'logged_out').map(([id]) => id);
  }

  /** The linked account's own chat id, once open. */
  selfJid(sessionId: string): string | undefined {
    const session = this.sessions.get(sessionId);
    return session?.state === 'open' ? session.me : undefined;
  }

  /** The session if `start` may (re)open it: not already starting, showing a QR, open or reconnecting. */
  protected startable(sessionId: string): S | undefined {
    const session = this.session(sessionId);
    return ['stopped', 'logged_out', 'failed'].includes(session.state) ? session : undefined;
  }

  protected setState(sessionId: string, state: WaSessionState) {
    const session = this.session(sessionId);
    if (session.state === state) return;
    session.state = state;
    this.emit({ type: 'state', sessionId, state });
  }

  /** Runs `step` after `ms`, replacing the session's pending step. */
  protected schedule(sessionId: string, ms: number, step: () => void) {
    const session = this.session(sessionId);
    this.clock.clearTimeout(session.timer);
    session.timer = this.clock.setTimeout(() => {
      session.timer = undefined;
      step();
    }, ms);
  }

  protected cancel(sessionId: string) {
    const session = this.session(sessionId);
    this.clock.clearTimeout(session.timer);
    session.timer = undefined;
  }
}
