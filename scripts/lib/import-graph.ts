import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * `type`: erased from the build (`import type`, `export type … from`); `lazy`: an `import()` that
 * runs later; `static`: everything else, evaluated before the importer.
 */
type ImportKind = 'static' | 'type' | 'lazy';

export type ImportEdge = { to: string; kind: ImportKind };

/** Files by their path from the root, each with the files of ours it imports. */
export type ImportGraph = Map<string, ImportEdge[]>;

/** The specifiers a file imports, read from its syntax alone (no type checking, so it is quick). */
function importsOf(source: ts.SourceFile): { specifier: string; kind: ImportKind }[] {
  const found: { specifier: string; kind: ImportKind }[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      // Under verbatimModuleSyntax only a whole `import type` is erased; `import { type A }` stays.
      const typeOnly = ts.isImportDeclaration(node)
        ? (node.importClause?.isTypeOnly ?? false)
        : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, kind: typeOnly ? 'type' : 'static' });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, kind: 'lazy' });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, kind: 'type' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The import graph of the project's files under `under`, resolved as tsconfig.json resolves them
 * (relative paths and package.json's `#shared/*`); imports of packages are left out.
 */
export function readImportGraph(root: string, under: string): ImportGraph {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const scope = join(root, under) + '/';
  const files = config.fileNames.filter(
    (file) => file.startsWith(scope) && !file.endsWith('.d.ts'),
  );
  const cache = ts.createModuleResolutionCache(root, (name) => name, config.options);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const edges: ImportEdge[] = [];
    for (const { specifier, kind } of importsOf(source)) {
      const resolved = ts.resolveModuleName(specifier, file, config.options, ts.sys, cache)
        .resolvedModule?.resolvedFileName;
      if (resolved && resolved.startsWith(scope) && !resolved.includes('/node_modules/')) {
        edges.push({ to: relative(root, resolved), kind });
      }
    }
    graph.set(relative(root, file), edges);
  }
  return graph;
}
