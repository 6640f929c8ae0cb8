import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

/** The verdict on one signed document: genuine with its type and public facts, or not valid. */
const verifyDocumentQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: ['signed-documents', documentId],
    queryFn: () => answerOf(api.verify[':documentId'].$get({ param: { documentId } })),
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useDocumentVerdict(documentId: string) {
  return useQuery(verifyDocumentQueryOptions(documentId));
}
