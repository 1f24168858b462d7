import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  BREAK,
  GraphQLError,
  Kind,
  visit,
  type ArgumentNode,
  type DocumentNode,
  type GraphQLSchema,
  type ObjectFieldNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { CONTROL_CHARACTERS, controlCharactersMessage } from '../../../shared/validation/text';
import { assertNoControlCharacters } from '../common/control-characters';
import { DomainError, ValidationError } from '../common/errors';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import type { GraphQLContext } from './context';
import { estimateCost } from './cost';

/** Deepest nesting of fields an operation may have (the web app's deepest is 6). */
const GRAPHQL_MAX_DEPTH = 8;
/** Aliases an operation may use. */
const GRAPHQL_MAX_ALIASES = 15;
/** Tokens a document may have (the web app's largest operation has a few hundred). */
export const GRAPHQL_MAX_TOKENS = 2000;

/**
 * Validation rules for the depth and aliases of an operation (graphql-armor's, maintained by
 * Escape): rejections are reported as ordinary validation errors (400), not thrown.
 */
export function shapeLimits(): ValidationRule[] {
  const report = {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
    ],
  };
  return [
    // Fragments are flattened: only the nesting of fields counts.
    maxDepthRule({ n: GRAPHQL_MAX_DEPTH, flattenFragments: true, ...report }),
    maxAliasesRule({ n: GRAPHQL_MAX_ALIASES, ...report }),
  ];
}

/** What a client sent wrong, as a GraphQL error answered with HTTP 400 (GraphQL over HTTP). */
function clientError(error: unknown): GraphQLError {
  if (error instanceof DomainError) {
    return new GraphQLError(error.message, {
      extensions: {
        code: error.code,
        ...(error.field ? { field: error.field } : {}),
        ...(error.problems?.length ? { problems: error.problems } : {}),
        http: { status: 400 },
      },
    });
  }
  // getComplexity reads the variables before Apollo has checked them: a wrong type or an unknown
  // input field surfaces here as graphql-js's own coercion error.
  if (error instanceof GraphQLError)
    return new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  throw error;
}

/**
 * What controlCharacterLiteral found per document: Apollo keeps each parsed query (its document
 * store), so a query sent again is the same object and is not walked again.
 */
const literalsChecked = new WeakMap<DocumentNode, string | null>();

/** The argument or input field of the first string literal in a document with a control character. */
function controlCharacterLiteral(document: DocumentNode): string | null {
  const known = literalsChecked.get(document);
  if (known !== undefined) return known;
  const found = findControlCharacterLiteral(document);
  literalsChecked.set(document, found);
  return found;
}

function findControlCharacterLiteral(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (!CONTROL_CHARACTERS.test(node.value)) return undefined;
      // `ancestors` stops short of the parent.
      const named = [...ancestors, parent]
        .reverse()
        .find(
          (ancestor): ancestor is ArgumentNode | ObjectFieldNode =>
            Boolean(ancestor) &&
            typeof ancestor === 'object' &&
            'kind' in ancestor &&
            (ancestor.kind === Kind.ARGUMENT || ancestor.kind === Kind.OBJECT_FIELD),
        );
      found = named?.name.value ?? 'query';
      return BREAK;
    },
  });
  return found;
}

/**
 * Refuses control characters (a NUL byte and the like) in any text of an operation, in its
 * variables or its literals, with a 400 naming the field, before anything reaches the database.
 */
export function rejectControlCharacters(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          try {
            assertNoControlCharacters(request.variables ?? {});
            const literal = controlCharacterLiteral(document);
            if (literal) throw new ValidationError([{ field: literal, message: controlCharactersMessage(literal) }]);
          } catch (error) {
            throw clientError(error);
          }
        },
      };
    },
  };
}

/**
 * Refuses operations whose estimated cost passes the limit, before any resolver runs. Paging
 * arguments are checked first, so a negative limit cannot make a query look cheap.
 */
export function queryCostLimit(schema: GraphQLSchema, maxComplexity: number): ApolloServerPlugin<GraphQLContext> {
  const costs = new CostCache();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation }) {
          // No operation to run (an operationName the document does not have, or several
          // operations and no name): a client's mistake, said as graphql-js says it, not a crash.
          if (!operation) throw new GraphQLError(unresolvedOperationMessage(document, request.operationName), BAD_OPERATION_NAME);
          let complexity: number;
          try {
            complexity = costs.of(document, request.operationName, request.variables ?? {}, () =>
              estimateCost(schema, document, request.variables ?? {}, request.operationName ?? undefined),
            );
          } catch (error) {
            throw clientError(error);
          }
          if (complexity > maxComplexity) {
            throw new GraphQLError(
              `This query is too expensive (cost ${complexity}, limit ${maxComplexity}). Ask for fewer fields or smaller pages.`,
              { extensions: { code: 'QUERY_TOO_COMPLEX', cost: complexity, limit: maxComplexity, http: { status: 400 } } },
            );
          }
        },
      };
    },
  };
}

const BAD_OPERATION_NAME = { extensions: { code: 'BAD_USER_INPUT', field: 'operationName', http: { status: 400 } } };

function unresolvedOperationMessage(document: DocumentNode, operationName: string | null | undefined): string {
  if (operationName) return `Unknown operation named "${operationName}".`;
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION).length;
  return operations === 0 ? 'Must provide an operation.' : 'Must provide operation name if query contains multiple operations.';
}

/** Costs kept per document; past this many variable sets, a document's are forgotten and counted again. */
const COSTS_PER_DOCUMENT = 256;

/**
 * Costs already estimated (the estimate walks the whole operation: a few per cent of a search's
 * CPU), per document (Apollo keeps each parsed query, so a query sent again is the same object),
 * operation and the variables a cost can depend on: those that are not input objects. The
 * estimators read only top-level arguments (page, limit, ids) and @skip / @include's `if`, so an
 * input object's fields (a search filter) never change a cost. Only a cost that was computed
 * (its variables checked by graphql-js) is kept; a later request's input objects are then
 * checked by Apollo's execution, which answers a wrong one with the same 400 BAD_USER_INPUT.
 */
class CostCache {
  private readonly byDocument = new WeakMap<DocumentNode, Map<string, number>>();

  of(document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown>, estimate: () => number): number {
    const scalars = Object.entries(variables).filter(([, value]) => value === null || typeof value !== 'object' || Array.isArray(value));
    const key = JSON.stringify([operationName ?? null, scalars]);
    let known = this.byDocument.get(document);
    const cost = known?.get(key);
    if (cost !== undefined) return cost;
    const estimated = estimate();
    if (!known || known.size >= COSTS_PER_DOCUMENT) this.byDocument.set(document, (known = new Map()));
    known.set(key, estimated);
    return estimated;
  }
}

/** Logs every unexpected resolver error with the request id; clients only see a generic message. */
export function errorLogging(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            const original = error.originalError;
            const code = error.extensions?.code;
            // A client's mistake is already in the request's own log line (its 4xx): a syntax
            // error or a validation error carries its code on Apollo's error, not on the one from
            // graphql-js inside it.
            const expected =
              original instanceof DomainError ||
              isDatabaseUnavailable(original) ||
              (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') ||
              (!original && code !== 'INTERNAL_SERVER_ERROR') ||
              (original instanceof GraphQLError && typeof original.extensions?.code === 'string');
            if (!expected) contextValue.log.error({ err: original ?? error, path: error.path }, 'GraphQL resolver failed');
          }
        },
      };
    },
  };
}
