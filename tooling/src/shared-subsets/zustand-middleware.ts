// What the host and the remotes use of zustand/middleware, shared under its name (see
// ../webpack/shared-subsets.ts); tooling/test/shared-subsets.test.ts checks the list.
export { createJSONStorage, persist } from 'flowscope-whole/zustand/middleware';
