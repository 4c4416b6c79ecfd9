// First, before any module below builds a schema.
import './zod-jitless.ts';

export * from './api-config.ts';
export * from './product-links.ts';
