import type { Config } from '../../config.ts';

/**
 * The origins the configured third parties need (docs/architecture.md#security: helmet's CSP allows only this site by
 * default): the hero video's host may serve media, the chat provider may run scripts, talk to its
 * servers, frame its window and show its pictures and styles.
 */
export function thirdPartyOrigins({ site }: Config): { media: string[]; chat: string[] } {
  const originOf = (url: string | undefined) => (url ? [new URL(url).origin] : []);
  const chat = [...originOf(site.chatWidget?.scriptUrl), ...originOf(site.chatWidget?.configUrl)];
  return { media: originOf(site.heroVideoUrl), chat: [...new Set(chat)] };
}
