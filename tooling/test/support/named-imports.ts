import ts from 'typescript';

export interface ModuleImports {
  /** Value names imported (or re-exported) from the module; type-only ones left out. */
  names: Set<string>;
  /** Imports that take the whole module (`* as`, default), which no subset can serve. */
  wholeModuleImports: number;
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  return ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly === true : node.isTypeOnly;
}

/** What one source file takes by value from `specifier`, read with the TypeScript parser. */
export function importsFrom(fileName: string, source: string, specifier: string): ModuleImports {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const imports: ModuleImports = { names: new Set(), wholeModuleImports: 0 };
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const from = statement.moduleSpecifier;
    if (from === undefined || !ts.isStringLiteral(from) || from.text !== specifier) continue;
    if (isTypeOnly(statement)) continue;
    const bindings = ts.isImportDeclaration(statement)
      ? statement.importClause?.namedBindings
      : statement.exportClause;
    if (ts.isImportDeclaration(statement) && statement.importClause?.name !== undefined) {
      imports.wholeModuleImports += 1;
    }
    if (bindings === undefined) {
      // `export * from`, or an import for its side effects only.
      if (ts.isExportDeclaration(statement)) imports.wholeModuleImports += 1;
      continue;
    }
    if (ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) {
      imports.wholeModuleImports += 1;
      continue;
    }
    for (const element of bindings.elements) {
      if (element.isTypeOnly) continue;
      imports.names.add((element.propertyName ?? element.name).text);
    }
  }
  return imports;
}
