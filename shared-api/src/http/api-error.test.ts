import { describe, expect, it } from 'vitest';
import { ApiError, httpErrorMessage, isApiError, serverMessage } from './api-error.ts';

describe('ApiError', () => {
  it('carries status, kind and data', () => {
    const error = new ApiError('HTTP Error 503', { status: 503, kind: 'http', data: { a: 1 } });
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(503);
    expect(error.kind).toBe('http');
    expect(error.data).toEqual({ a: 1 });
  });

  it("formats 'HTTP Error {status}'", () => {
    expect(httpErrorMessage(404)).toBe('HTTP Error 404');
  });

  it("reads the server's message, then its error field", () => {
    expect(serverMessage({ message: 'Bad filter', error: 'x' })).toBe('Bad filter');
    expect(serverMessage({ error: 'Unauthorized' })).toBe('Unauthorized');
    expect(serverMessage({ message: '' })).toBeUndefined();
    expect(serverMessage('plain')).toBeUndefined();
    expect(serverMessage(null)).toBeUndefined();
  });
});
