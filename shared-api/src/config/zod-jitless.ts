import * as z from 'zod/mini';

// Zod probes for `new Function` (to compile fast parsers) the first time it builds an object
// schema. The page's CSP forbids eval, and Firefox reports even that caught probe as a CSP
// violation on every page. Jitless parsers never probe. The setting lives on globalThis, so
// this one call covers every copy of zod in the page, provided it runs before the first schema
// is built: it is the first module shared-api's entry evaluates (package.json `sideEffects`).
z.config({ jitless: true });
