import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/**
 * What loading a file loads at once: its imports and re-exports, read with the TypeScript
 * parser. Type-only ones are erased and `import()` (React.lazy's chunks) waits for its call,
 * so neither counts.
 */
export function staticImportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
    } else if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
    const from = statement.moduleSpecifier;
    if (from !== undefined && ts.isStringLiteral(from)) specifiers.push(from.text);
  }
  return specifiers;
}

export interface StaticGraph {
  /** The package's own files reached (relative imports, followed). */
  files: Set<string>;
  /** Each package imported from them, with one file that imports it. */
  packages: Map<string, string>;
}

/** Every file of a package that loads with `entry`, and the packages they import. */
export function staticGraphFrom(entry: string): StaticGraph {
  const graph: StaticGraph = { files: new Set(), packages: new Map() };
  const visit = (file: string) => {
    if (graph.files.has(file)) return;
    graph.files.add(file);
    for (const specifier of staticImportsOf(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else if (!graph.packages.has(specifier)) graph.packages.set(specifier, file);
    }
  };
  visit(resolve(entry));
  return graph;
}
