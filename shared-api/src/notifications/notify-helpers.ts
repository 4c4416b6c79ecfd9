import { notify } from './notification-store.ts';

type Helper = (title: string, message?: string, timeout?: number) => string | null;

function helper(type: 'info' | 'success' | 'warning' | 'error'): Helper {
  return (title, message, timeout) => notify({ type, title, message, timeout });
}

export const notifyInfo: Helper = helper('info');
export const notifySuccess: Helper = helper('success');
export const notifyWarning: Helper = helper('warning');
export const notifyError: Helper = helper('error');

/** Spec §8: the generic error helper's title is 'Error'. */
const GENERIC_ERROR_TITLE = 'Error';
/** Spec §8: 'Unknown error occurred' for errors that carry no message. */
const UNKNOWN_ERROR_MESSAGE = 'Unknown error occurred';

export function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return UNKNOWN_ERROR_MESSAGE;
}

/** Shows any caught error as an error notification, titled 'Error' unless told otherwise. */
export function notifyFailure(error: unknown, title: string = GENERIC_ERROR_TITLE): string | null {
  return notifyError(title, errorMessageOf(error));
}
