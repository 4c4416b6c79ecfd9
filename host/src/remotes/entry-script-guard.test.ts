import { describe, expect, it } from 'vitest';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { entryScriptGuard, handleRemoteScriptErrors } from './entry-script-guard.ts';

type CreateScript = NonNullable<ModuleFederationRuntimePlugin['createScript']>;
const createScript = entryScriptGuard.createScript as CreateScript;
const ENTRY = 'http://localhost:3003/remoteEntry.js';
const remoteInfo = {
  name: 'remote_account',
  entry: 'http://localhost:3003/mf-manifest.json',
  type: 'global',
  entryGlobalName: 'remote_account',
  shareScope: 'default',
} as Parameters<CreateScript>[0]['remoteInfo'];

function errorFrom(filename: string): ErrorEvent {
  return new ErrorEvent('error', {
    cancelable: true,
    message: "Uncaught SyntaxError: Unexpected token '<'",
    filename,
    error: new SyntaxError("Unexpected token '<'"),
  });
}

describe('remote script guard', () => {
  it("loads a remote's script with CORS, so its errors name the file", () => {
    const script = createScript({ url: ENTRY, remoteInfo });
    expect(script).toBeInstanceOf(HTMLScriptElement);
    const element = script as HTMLScriptElement;
    expect(element.crossOrigin).toBe('anonymous');
    expect(element.src).toBe(ENTRY);
    // Scripts the runtime adds outside a remote's load are left to it.
    expect(createScript({ url: 'http://localhost:3000/other.js' })).toBeUndefined();
  });

  it("marks a remote script's SyntaxError handled, and nothing else", () => {
    createScript({ url: ENTRY, remoteInfo });
    const fromRemote = errorFrom(ENTRY);
    handleRemoteScriptErrors(fromRemote);
    expect(fromRemote.defaultPrevented).toBe(true);

    const fromApp = errorFrom('http://localhost:3000/main.js');
    handleRemoteScriptErrors(fromApp);
    expect(fromApp.defaultPrevented).toBe(false);
    const bugInRemote = new ErrorEvent('error', {
      cancelable: true,
      message: 'Uncaught TypeError: x is not a function',
      filename: ENTRY,
      error: new TypeError('x is not a function'),
    });
    handleRemoteScriptErrors(bugInRemote);
    expect(bugInRemote.defaultPrevented).toBe(false);
    const anonymous = errorFrom('');
    handleRemoteScriptErrors(anonymous);
    expect(anonymous.defaultPrevented).toBe(false);
  });
});
