import { invalid, notFound } from '../../errors.js';
import type { ProcessingSession } from './processing-session.js';

/** The live processing sessions, by id. Input and terminate name their session. */
export class SessionRegistry {
  private readonly sessions = new Map<string, ProcessingSession>();

  add(session: ProcessingSession): () => void {
    this.sessions.set(session.id, session);
    return () => this.sessions.delete(session.id);
  }

  /**
   * The session a call means: by id; without an id only when exactly one session is live (the
   * spec's request carries no id), never a guess among several.
   */
  pick(sessionId: string | undefined): ProcessingSession {
    if (sessionId) {
      const s = this.sessions.get(sessionId);
      if (!s) throw notFound('No such processing session', { sessionId });
      return s;
    }
    if (this.sessions.size === 1) return [...this.sessions.values()][0] as ProcessingSession;
    if (this.sessions.size === 0) throw notFound('No processing session is running');
    throw invalid('Several processing sessions are running; name one with sessionId');
  }

  get size(): number {
    return this.sessions.size;
  }

  terminateAll(): void {
    for (const s of this.sessions.values()) s.terminate();
  }
}
