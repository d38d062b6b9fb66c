// One query holding several queries' root fields, variables and fragments (the dashboards' first-screen request,
// app/first-screen.ts, is this of the queries app/dashboard-preload.ts lists; its test checks they stay the same).
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, OperationTypeNode, print } from 'graphql';
import type {
  DefinitionNode,
  DocumentNode,
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionNode,
  VariableDefinitionNode,
} from 'graphql';

function isOperation(definition: DefinitionNode): definition is OperationDefinitionNode {
  return definition.kind === Kind.OPERATION_DEFINITION;
}

function isFragment(definition: DefinitionNode): definition is FragmentDefinitionNode {
  return definition.kind === Kind.FRAGMENT_DEFINITION;
}

/**
 * The printed query named `name` asking what every one of `documents` asks (fragments once each, by name), with the
 * __typename of every object, as Apollo's HttpLink adds it: the cache needs it to match fragments and to normalize.
 */
export function mergeOperations(name: string, documents: readonly DocumentNode[]): string {
  const selections: SelectionNode[] = [];
  const variables = new Map<string, VariableDefinitionNode>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const document of documents) {
    for (const definition of document.definitions) {
      if (isOperation(definition)) {
        selections.push(...definition.selectionSet.selections);
        for (const variable of definition.variableDefinitions ?? []) {
          const known = variables.get(variable.variable.name.value);
          if (known && print(known) !== print(variable))
            throw new Error(`variable $${variable.variable.name.value} differs between the queries`);
          variables.set(variable.variable.name.value, variable);
        }
      } else if (isFragment(definition)) {
        fragments.set(definition.name.value, definition);
      }
    }
  }
  const operation: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: OperationTypeNode.QUERY,
    name: { kind: Kind.NAME, value: name },
    variableDefinitions: [...variables.values()],
    selectionSet: { kind: Kind.SELECTION_SET, selections },
  };
  const sortedFragments = [...fragments.values()].sort((a, b) => a.name.value.localeCompare(b.name.value));
  return print(addTypenameToDocument({ kind: Kind.DOCUMENT, definitions: [operation, ...sortedFragments] }));
}
