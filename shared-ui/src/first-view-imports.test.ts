import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticGraphFrom, staticImportsOf } from './test/static-imports.ts';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Libraries only an open panel needs. Every screen loads shared-ui's entry, so none of them may
 * load with it: they come in the lazy chunks of what opens (the floating setup, the calendar,
 * the virtualised option list).
 */
const OPEN_ONLY_LIBRARIES = ['@floating-ui/react', 'react-day-picker', '@tanstack/react-virtual'];

const isOpenOnly = (specifier: string) =>
  OPEN_ONLY_LIBRARIES.some(
    (library) => specifier === library || specifier.startsWith(`${library}/`),
  );

describe("shared-ui's first view", () => {
  it('loads no floating-ui, calendar or virtualiser with the entry', () => {
    const { files, packages } = staticGraphFrom(source('./index.ts'));
    // The closed components are there: the walk reached them.
    expect([...files].some((file) => file.endsWith('/components/popover/Popover.tsx'))).toBe(true);
    expect([...files].some((file) => file.endsWith('/components/modal/Modal.tsx'))).toBe(true);
    const loaded = [...packages]
      .filter(([specifier]) => isOpenOnly(specifier))
      .map(([specifier, importer]) => `${specifier} (imported by ${importer})`);
    expect(loaded).toEqual([]);
  });

  it('finds floating-ui in the floating chunk, where the setup imports it', () => {
    const { packages } = staticGraphFrom(source('./components/floating/floating-chunk.ts'));
    expect(packages.has('@floating-ui/react')).toBe(true);
  });

  it('counts imports and re-exports, not type-only imports nor import()', () => {
    expect(staticImportsOf(source('./components/floating/lazy-floating.tsx'))).toEqual([
      'react',
      '../../lazy/ChunkBoundary.tsx',
      '../../lazy/lazy-chunk.ts',
    ]);
    expect(staticImportsOf(source('./components/floating/floating-chunk.ts'))).toEqual([
      './AnchoredPanel.tsx',
      './ModalLayer.tsx',
    ]);
  });
});
