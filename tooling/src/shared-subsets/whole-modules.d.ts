// The libraries themselves, under the aliases that bypass the federation's sharing (see
// ../webpack/shared-subsets.ts).
declare module 'flowscope-whole/react-router' {
  export * from 'react-router';
}
declare module 'flowscope-whole/zustand/middleware' {
  export * from 'zustand/middleware';
}
