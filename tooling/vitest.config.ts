import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Test files share their worker's modules (nothing here replaces a module with vi.mock):
  // a third less time than importing the tooling anew for each file.
  test: { environment: 'node', restoreMocks: true, isolate: false },
});
