/* global window, document */
// Vitest runs a package's test files one after another in the same page (no isolation: about
// four times faster), so each file starts from a blank one: nothing stored, the root URL, an
// empty body (the head keeps the style sheets emotion inserted once), real timers and no
// stubbed globals. It also unmounts what each test rendered, and React creates its elements
// without owner stacks (without-owner-stacks.mjs).
import { cleanup, configure } from '@testing-library/react';
import './without-owner-stacks.mjs';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// A lazy chunk's first import (floating-ui's, when a list first opens) can take longer than
// the default second on a busy 2-core machine, and so can a feed's refresh, whose answer is
// drawn in a background pass: beside the release build a remote's tests slow down a lot
// (remote-dex's took 145 s in one full run and 228 s in another, where a refresh took over
// 5 s). The tests' own limit (20 s) stays above this one.
configure({ asyncUtilTimeout: 10_000 });

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) {
    if (name !== 'lang') document.documentElement.removeAttribute(name);
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
