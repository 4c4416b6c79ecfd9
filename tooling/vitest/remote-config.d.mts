import type { UserConfig } from 'vitest/config';

export declare function remoteVitestConfig(packageDir: string): UserConfig;
