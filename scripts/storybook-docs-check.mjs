// Fails when a component exported from web/src/components has no docs page with its props table in the built Storybook:
// every such export must be the `component` or one of the `subcomponents` of a stories file whose autodocs page is in
// storybook-static/index.json (run after `storybook build`; `npm run build-storybook` does both).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { readJson, root } from './lib.mjs';

const COMPONENTS_DIR = 'web/src/components';

/**
 * @param {string} file absolute path
 * @returns {ts.SourceFile}
 */
function parse(file) {
  return ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
}

/** @param {ts.Node} node */
function isExported(node) {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/**
 * What makes a const a component: styled.x`…`, styled(X)`…`, an arrow or function expression, memo()/forwardRef().
 * A PascalCase const holding something else (a graphql() document) is not one.
 * @param {ts.Expression | undefined} initializer
 */
function isComponentValue(initializer) {
  if (!initializer) return false;
  if (ts.isTaggedTemplateExpression(initializer)) return true;
  if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) return true;
  if (ts.isCallExpression(initializer)) {
    const callee = initializer.expression.getText();
    return /^(React\.)?(memo|forwardRef)$/.test(callee) || /^styled\b/.test(callee);
  }
  return false;
}

/**
 * The components a module exports: PascalCase functions and component-valued consts.
 * @param {string} file absolute path
 * @returns {string[]}
 */
export function exportedComponents(file) {
  const names = [];
  for (const statement of parse(file).statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name && /^[A-Z][a-z]/.test(statement.name.text)) {
      names.push(statement.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const name = declaration.name.getText();
        if (/^[A-Z][a-z]/.test(name) && isComponentValue(declaration.initializer)) names.push(name);
      }
    }
  }
  return names;
}

/**
 * `file` with the extension an import leaves out.
 * @param {string} fromFile
 * @param {string} specifier
 */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  return [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx')].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/**
 * The object literal a stories file's default export is (`export default meta` of `const meta = {…} satisfies Meta`).
 * @param {ts.SourceFile} source
 * @returns {ts.ObjectLiteralExpression | undefined}
 */
function metaObject(source) {
  /** @param {ts.Expression | undefined} expression */
  const unwrap = (expression) => {
    let current = expression;
    while (
      current &&
      (ts.isSatisfiesExpression(current) ||
        ts.isAsExpression(current) ||
        ts.isParenthesizedExpression(current))
    )
      current = current.expression;
    return current;
  };
  for (const statement of source.statements) {
    if (!ts.isExportAssignment(statement)) continue;
    const exported = unwrap(statement.expression);
    if (exported && ts.isObjectLiteralExpression(exported)) return exported;
    if (exported && ts.isIdentifier(exported)) {
      for (const other of source.statements) {
        if (!ts.isVariableStatement(other)) continue;
        for (const declaration of other.declarationList.declarations) {
          const value = unwrap(declaration.initializer);
          if (declaration.name.getText() === exported.text && value && ts.isObjectLiteralExpression(value))
            return value;
        }
      }
    }
  }
  return undefined;
}

/**
 * The components a stories file documents: its meta's `component` and `subcomponents`, as [module file, export name].
 * `ns.X` where `ns` is `import * as ns from './module'` documents every component of that module (an icon gallery).
 * @param {string} storiesFile absolute path
 * @returns {Array<[string, string]>}
 */
export function documentedComponents(storiesFile) {
  const source = parse(storiesFile);
  /** @type {Map<string, { file: string, name: string }>} local name → where it comes from ('*' for a namespace) */
  const imports = new Map();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause || statement.importClause.isTypeOnly)
      continue;
    const file = resolveImport(storiesFile, /** @type {ts.StringLiteral} */ (statement.moduleSpecifier).text);
    if (!file) continue;
    const bindings = statement.importClause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) imports.set(bindings.name.text, { file, name: '*' });
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        imports.set(element.name.text, { file, name: (element.propertyName ?? element.name).text });
      }
    }
  }
  const meta = metaObject(source);
  if (!meta) return [];
  /** @type {ts.Expression[]} */
  const values = [];
  for (const property of meta.properties) {
    const key = property.name?.getText();
    if (key === 'component' && ts.isPropertyAssignment(property)) values.push(property.initializer);
    if (
      key === 'subcomponents' &&
      ts.isPropertyAssignment(property) &&
      ts.isObjectLiteralExpression(property.initializer)
    ) {
      for (const sub of property.initializer.properties) {
        if (ts.isPropertyAssignment(sub)) values.push(sub.initializer);
        if (ts.isShorthandPropertyAssignment(sub)) values.push(sub.name);
      }
    }
  }
  /** @type {Array<[string, string]>} */
  const documented = [];
  for (const value of values) {
    if (ts.isIdentifier(value)) {
      const origin = imports.get(value.text);
      if (origin && origin.name !== '*') documented.push([origin.file, origin.name]);
    } else if (ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression)) {
      const origin = imports.get(value.expression.text);
      if (origin?.name === '*')
        for (const name of exportedComponents(origin.file)) documented.push([origin.file, name]);
    }
  }
  return documented;
}

/** @param {string} directory absolute path */
function componentModules(directory) {
  /** @type {string[]} */
  const files = [];
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) files.push(...componentModules(full));
    else if (/\.tsx$/.test(entry.name) && !/\.(stories|test)\.tsx$/.test(entry.name)) files.push(full);
  }
  return files;
}

/**
 * @param {{ indexFile: string, componentsDir: string }} options
 * @returns {{ pages: number, components: string[], missing: string[] }}
 */
export function checkStorybookDocs({ indexFile, componentsDir }) {
  const index =
    /** @type {{ entries: Record<string, { type: string, tags?: string[], importPath: string }> }} */ (
      readJson(indexFile)
    );
  const entries = Object.values(index.entries);
  const docsPages = entries.filter((entry) => entry.type === 'docs' && entry.tags?.includes('autodocs'));
  const documented = new Set(
    docsPages.flatMap((entry) =>
      documentedComponents(path.resolve(root, entry.importPath)).map(([file, name]) => `${file}#${name}`),
    ),
  );
  const components = componentModules(componentsDir).flatMap((file) =>
    exportedComponents(file).map((name) => `${file}#${name}`),
  );
  const label = (/** @type {string} */ key) => {
    const [file, name] = key.split('#');
    return `${name} (${path.relative(root, file ?? '')})`;
  };
  return {
    pages: docsPages.length,
    components: components.map(label),
    missing: components.filter((key) => !documented.has(key)).map(label),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const indexFile = path.join(root, 'storybook-static/index.json');
  if (!fs.existsSync(indexFile)) {
    console.error('storybook-static/index.json is missing: run `npm run build-storybook`.');
    process.exit(1);
  }
  const result = checkStorybookDocs({ indexFile, componentsDir: path.join(root, COMPONENTS_DIR) });
  if (result.missing.length > 0) {
    console.error(
      `These components of ${COMPONENTS_DIR} have no docs page (make each the \`component\` or one of the ` +
        `\`subcomponents\` of a stories file):\n${result.missing.map((name) => `  ${name}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(
    `Storybook docs: ${result.components.length} components of ${COMPONENTS_DIR} each have a docs page ` +
      `(${result.pages} docs pages in all).`,
  );
}
