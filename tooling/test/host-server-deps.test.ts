import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const hostDir = join(import.meta.dirname, '..', '..', 'host');
const hostPackage = JSON.parse(readFileSync(join(hostDir, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies?: Record<string, string>;
};

/** Value imports of a file (type-only ones vanish at run time). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    const typeOnly = ts.isImportDeclaration(statement)
      ? statement.importClause?.isTypeOnly === true
      : statement.isTypeOnly;
    const from = statement.moduleSpecifier;
    return !typeOnly && from && ts.isStringLiteral(from) ? [from.text] : [];
  });
}

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Packages the files reach by value at run time, following the host's own relative imports. */
function runtimePackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        if (existsSync(target)) visit(target);
      } else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier)) {
        packages.add(packageOf(specifier));
      }
    }
  };
  visit(entry);
  return packages;
}

describe("the host's production server", () => {
  it('runs with what the host declares in dependencies, no devDependency', () => {
    const needed = runtimePackages(join(hostDir, 'server', 'main.ts'));
    expect(needed).toContain('@flowscope/tooling');
    const [runner] = (hostPackage.scripts.serve ?? '').split(' ');
    if (runner) needed.add(runner);
    const missing = [...needed].filter((name) => !(name in (hostPackage.dependencies ?? {})));
    expect(missing).toEqual([]);
  });
});
