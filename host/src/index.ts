import { warmLocaleDataSoon } from './startup/warm-locale-data.ts';

// The async boundary lets Module Federation negotiate shared singletons before any import runs.
void import('./bootstrap.tsx');
warmLocaleDataSoon();
