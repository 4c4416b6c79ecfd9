import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
  test: {
    environment: 'happy-dom',
    restoreMocks: true,
    setupFiles: ['./src/test/setup.ts'],
  },
});
