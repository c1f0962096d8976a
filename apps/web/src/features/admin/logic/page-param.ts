import { idFromText } from '@fengshui/shared/web-routes';

/**
 * The page a desk's address asks for (?page=): plain digits naming a page, else the first page. A
 * hand-edited `page=2.5`, `page=-2` or `page=1e1` shows the first page rather than an error or page 10,
 * as the API would refuse them (docs/architecture.md#api-conventions).
 */
export function pageFromParams(params: URLSearchParams): number {
  return idFromText(params.get('page')) ?? 1;
}
