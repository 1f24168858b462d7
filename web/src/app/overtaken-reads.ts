import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { mergeMap, of, tap, type Observable } from 'rxjs';

/** How often one read is asked again before its answer is taken as it is. */
const READ_AGAIN_AT_MOST = 2;

/**
 * A read that was on its way while a change was answered may have been read before the change
 * was made; written into the cache after the change's answer, it puts the screen back as it was
 * (the owner's Confirm came back after the live threads' catch-up read the visits while the
 * owner was confirming one). Such a read is asked again, so the cache ends with a read that left
 * after every change this page made. One link per client: it counts that client's changes.
 */
export function overtakenReadsLink(): ApolloLink {
  let changesAnswered = 0;
  return new ApolloLink((operation, forward) => {
    if (operation.operationType === OperationTypeNode.MUTATION)
      return forward(operation).pipe(tap({ next: () => void (changesAnswered += 1) }));
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    const read = (timesLeft: number): Observable<ApolloLink.Result> => {
      const changesBefore = changesAnswered;
      return forward(operation).pipe(
        mergeMap((answer) => (changesAnswered !== changesBefore && timesLeft > 0 ? read(timesLeft - 1) : of(answer))),
      );
    };
    return read(READ_AGAIN_AT_MOST);
  });
}
