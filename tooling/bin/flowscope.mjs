#!/usr/bin/env node
// Registers the TypeScript loader so every build and serve script stays strict TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
