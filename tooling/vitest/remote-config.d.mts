import type { UserConfig } from 'vitest/config';

export declare function remoteVitestConfig(packageDir: string): UserConfig;

export declare const FRESH_PAGE_SETUP: string;
