// Resolved by the monolith build's aliases to each remote's `./screens` source; the host checks
// the shape of what it loads, so nothing more is promised here.
declare module 'flowscope-monolith/*' {
  export const screens: unknown;
  export const build: unknown;
}
