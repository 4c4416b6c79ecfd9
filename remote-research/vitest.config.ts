import { remoteVitestConfig } from '@flowscope/tooling/vitest';

export default remoteVitestConfig(import.meta.dirname);
