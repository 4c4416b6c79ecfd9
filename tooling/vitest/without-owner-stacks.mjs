// React's development build records an "owner stack" for every element it creates: an Error
// captured for its stack trace, up to 10,000 elements a second. Emotion's css prop creates three
// elements per styled element, so in the screen tests this capture was a sixth of the processor
// time (remote-dex's unit tests: 77 CPU-s with it, 64 without). The tests never read owner
// stacks; React's warnings still name the component through its component stack.
//
// React stops capturing once `recentlyCreatedOwnerStacks` reaches its limit of 10,000 and resets
// the count once a second; the count held at that limit turns the capture off. If a React
// upgrade renames it, nothing changes here but the test of this file fails
// (tooling/test/without-owner-stacks.test.ts), instead of the tests quietly slowing down again.
import * as React from 'react';

const OWNER_STACK_LIMIT = 10_000;

const internals = React.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (typeof internals?.recentlyCreatedOwnerStacks === 'number') {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => OWNER_STACK_LIMIT,
    set: () => {},
  });
}
