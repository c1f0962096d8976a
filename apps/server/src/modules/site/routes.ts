import { type SiteConfig, siteConfigSchema } from '@fengshui/shared/site-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';

export function siteConfigOf({ site }: AppDeps['config']): SiteConfig {
  return {
    hero_video_url: site.heroVideoUrl ?? null,
    feng_shui_daily_url: site.fengShuiDailyUrl ?? null,
    chat_widget: site.chatWidget
      ? { script_url: site.chatWidget.scriptUrl, config_url: site.chatWidget.configUrl ?? null }
      : null,
  };
}

export function siteRoutes({ config }: AppDeps): FastifyPluginAsyncZod {
  const body = siteConfigOf(config);
  return async (app) => {
    app.get(
      '/site-config',
      {
        // Set by the environment, so it changes only with a restart; a few minutes of caching is safe.
        config: { publicCache: { maxAge: 300, sharedMaxAge: 300 } },
        schema: {
          operationId: 'getSiteConfig',
          summary: 'The public settings the web app starts with',
          tags: ['system'],
          response: { 200: siteConfigSchema },
        },
      },
      async () => body,
    );
  };
}
