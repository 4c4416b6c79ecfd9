import * as z from 'zod/mini';

// zod/mini loads no locale, so an issue whose rule gives no words of its own would read
// 'Invalid input'. This is a node server, where the locale's size does not matter: its 400
// answers and its start-up errors (a bad env value) name the rule in English, as they did
// when zod classic loaded English on import. The setting is global (zod keeps it on
// globalThis), so app.ts imports this module before anything parses.
z.config(z.locales.en());
