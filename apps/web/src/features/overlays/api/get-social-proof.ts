import { socialProofKeys } from '@fengshui/shared/query-keys';
// Types only: the module's schemas would put zod into the storefront's first chunk.
import type { SocialProof } from '@fengshui/shared/social-proof';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SocialProofTarget } from '../logic/social-proof.ts';

/** GET /social-proof?page=...[&product_id=N]: one true sentence for the page, or nulls. */
export const getSocialProof = (target: SocialProofTarget, signal?: AbortSignal) =>
  apiRequest<SocialProof>('/social-proof', {
    query: { page: target.page, product_id: target.productId },
    signal,
  });

/** Read fresh each time the ticker is due (the facts change); a failure means "nothing to say". */
export const socialProofQuery = (target: SocialProofTarget) =>
  queryOptions({
    queryKey: socialProofKeys.forPage(target.page, target.productId),
    queryFn: ({ signal }) => getSocialProof(target, signal),
    staleTime: 0,
    retry: false,
  });
