import { z } from 'zod';

/**
 * What the web app needs to know about the deployment (GET /api/site-config): the home page's media
 * and the optional chat widget (docs/content.md#home-page and #overlays). Each is
 * set by the owner through the environment; unset means the page uses its built-in fallback.
 */
export const siteConfigSchema = z.object({
  /** The hero's video; without one the hero shows its poster picture. */
  hero_video_url: z.string().nullable(),
  /** Where the Feng Shui Daily promo's "watch" link goes; without one the promo links to the horoscope. */
  feng_shui_daily_url: z.string().nullable(),
  /** The chat provider's widget script and its optional configuration script; null hides the widget. */
  chat_widget: z.object({ script_url: z.string(), config_url: z.string().nullable() }).nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
