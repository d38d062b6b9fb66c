// The Vite plugins the web app is built with, shared by web/vite.config.ts and Storybook's .storybook/main.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { PluginOption, Plugin } from 'vite';

/**
 * Replaces each `graphql(`…`)` call with that document's AST, copied from the generated src/gql/graphql.ts,
 * as the client-preset's babel plugin would. Without it, `graphql()` looks documents up in a map holding every
 * document of the app, and even direct imports of graphql.ts would land all used documents in one shared chunk:
 * either way the landing page would download the dashboards' queries. Inlined, each chunk carries its own.
 */
function inlineGraphqlDocuments(): Plugin {
  const generatedFile = fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url));
  const definition = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
  const generatedDocument = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode</gm;
  return {
    name: 'wallet:inline-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.+\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(`'))
        return null;
      if (!/import\s*\{[^}]*\bgraphql\b[^}]*\}\s*from\s*['"][^'"]*\/gql['"]/.test(code)) return null;
      this.addWatchFile(generatedFile);
      const documents = new Map(
        [...readFileSync(generatedFile, 'utf8').matchAll(generatedDocument)].map(([, name, ast]) => [
          name,
          ast,
        ]),
      );
      const rewritten = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_call, source: string) => {
        const match = definition.exec(source);
        if (!match) this.error(`${id}: a graphql() document has no named operation or fragment`);
        const [, kind, name] = match;
        const documentName = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
        const ast = documents.get(documentName);
        if (!ast) this.error(`${id}: ${documentName} is not in src/gql/graphql.ts; run \`npm run codegen\``);
        return `(${ast})`;
      });
      // Only expressions change, never line breaks, so positions stay close enough without a source map.
      return { code: rewritten, map: null };
    },
  };
}

/** React (automatic JSX runtime, Fast Refresh in dev) and our typed-document inlining. */
export function webVitePlugins(): PluginOption[] {
  return [inlineGraphqlDocuments(), react()];
}
