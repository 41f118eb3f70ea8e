/**
 * Staff sessions, kept in the receiver's memory: the browser holds only a random token in a cookie
 * (`__Host-intake-session`: HttpOnly, Secure, SameSite=Strict, Path=/), and the receiver the SHA-256 of it.
 *
 * Why a server-side store and not a sealed cookie: the receiver is one process (the submissions store's lock
 * makes it so), so a map is all a store needs; signing out ends the session at once, everywhere (a sealed
 * cookie stays valid until it expires unless the server keeps a list of revoked ones, which is a store
 * again); idle expiry needs the time of the last use, which a sealed cookie can only carry by being
 * re-issued on every answer; and no key of our own has to be made, kept and rotated. A restart signs
 * everyone out, which for an inbox read a few times a day is a fair price.
 *
 * A session ends after `idleMs` unused, and `absoluteMs` after sign-in whatever happens. Sign-ins in
 * progress (the PKCE verifier, state and nonce, and where to go back to) wait here for 10 minutes, bound to
 * the browser that started them by a second cookie (`__Host-intake-login`, SameSite=Lax so that it comes
 * back with the provider's redirect).
 */
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = '__Host-intake-session';
export const LOGIN_COOKIE = '__Host-intake-login';
export const LOGIN_WAIT_MS = 10 * 60_000;
/** Sign-ins in progress at once: more are refused until some finish or expire (the callback is rate limited too). */
const MAX_PENDING = 2_000;
const MAX_SESSIONS = 10_000;

export interface StaffMember {
  email: string;
  name: string;
}

export interface StaffSession extends StaffMember {
  createdAt: number;
  lastUsedAt: number;
}

export interface PendingLogin {
  verifier: string;
  nonce: string;
  returnTo: string;
  startedAt: number;
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface SessionStore {
  /** A new session for a staff member: the token for their cookie. */
  create(member: StaffMember): string;
  /** The session for a token, if it is still valid (this counts as a use); an expired one is removed. */
  use(token: string | undefined): StaffSession | undefined;
  /** Why a token has no session: it expired (for the message), or it was never valid. */
  expired(token: string | undefined): boolean;
  end(token: string | undefined): void;
  /** Remembers a sign-in in progress under its state. Returns false when too many are waiting. */
  startLogin(state: string, login: Omit<PendingLogin, 'startedAt'>): boolean;
  /** Takes a sign-in in progress (once): undefined when unknown or older than 10 minutes. */
  takeLogin(state: string): PendingLogin | undefined;
  /** Forget everything (shutdown). */
  clear(): void;
}

export function createSessionStore({ idleMs, absoluteMs, now = () => Date.now() }: { idleMs: number; absoluteMs: number; now?: () => number }): SessionStore {
  const sessions = new Map<string, StaffSession>();
  const logins = new Map<string, PendingLogin>();
  /** Tokens that ran out, remembered a while so the inbox can say "your session ended" rather than "sign in". */
  const endedByTime = new Map<string, number>();

  const valid = (session: StaffSession, at: number) => at - session.lastUsedAt < idleMs && at - session.createdAt < absoluteMs;
  const sweep = () => {
    const at = now();
    for (const [key, session] of sessions) if (!valid(session, at)) sessions.delete(key);
    for (const [state, login] of logins) if (at - login.startedAt >= LOGIN_WAIT_MS) logins.delete(state);
    for (const [key, when] of endedByTime) if (at - when > absoluteMs) endedByTime.delete(key);
  };

  return {
    create(member) {
      if (sessions.size >= MAX_SESSIONS) sweep();
      const token = randomBytes(32).toString('base64url');
      const at = now();
      sessions.set(digest(token), { ...member, createdAt: at, lastUsedAt: at });
      return token;
    },
    use(token) {
      if (!token) return undefined;
      const key = digest(token);
      const session = sessions.get(key);
      if (!session) return undefined;
      const at = now();
      if (!valid(session, at)) {
        sessions.delete(key);
        endedByTime.set(key, at);
        return undefined;
      }
      session.lastUsedAt = at;
      return session;
    },
    expired(token) {
      return Boolean(token && endedByTime.has(digest(token)));
    },
    end(token) {
      if (token) sessions.delete(digest(token));
    },
    startLogin(state, login) {
      if (logins.size >= MAX_PENDING) sweep();
      if (logins.size >= MAX_PENDING) return false;
      logins.set(state, { ...login, startedAt: now() });
      return true;
    },
    takeLogin(state) {
      const login = logins.get(state);
      logins.delete(state);
      if (!login || now() - login.startedAt >= LOGIN_WAIT_MS) return undefined;
      return login;
    },
    clear() {
      sessions.clear();
      logins.clear();
      endedByTime.clear();
    },
  };
}

/** The cookies of a request, by name (the first of each name). */
export function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}

/** A Set-Cookie value: HttpOnly, Secure and Path=/ always (the __Host- prefix requires them). */
export function cookie(name: string, value: string, { sameSite, maxAgeSeconds }: { sameSite: 'Strict' | 'Lax'; maxAgeSeconds?: number }): string {
  return [`${name}=${value}`, 'Path=/', 'HttpOnly', 'Secure', `SameSite=${sameSite}`, ...(maxAgeSeconds !== undefined ? [`Max-Age=${maxAgeSeconds}`] : [])].join('; ');
}
