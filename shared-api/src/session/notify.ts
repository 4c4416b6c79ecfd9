import { notify, type NotifyInput } from '../notifications/index.ts';

/** The notices the session raises (spec §8), into the page's one notification store. */
export type SessionNotice = NotifyInput & { message: string };

export function notifySession(notice: SessionNotice): void {
  notify(notice);
}

export const SESSION_NOTICES = {
  loginSuccess: (username: string): SessionNotice => ({
    type: 'success',
    title: 'Login Successful',
    message: `Welcome back, ${username}!`,
  }),
  loginFailed: (message: string): SessionNotice => ({
    type: 'error',
    title: 'Login Failed',
    message,
  }),
  loggedOut: (): SessionNotice => ({
    type: 'success',
    title: 'Logged Out',
    message: 'You have been successfully logged out.',
  }),
  sessionExpired: (): SessionNotice => ({
    type: 'warning',
    title: 'Session Expired',
    message: 'Your session has expired. Please sign in again.',
  }),
} as const;
