import multipart from '@fastify/multipart';
import { apiErrorSchema } from '@fengshui/shared/api-error';
import {
  adminBlogListQuerySchema,
  adminBlogListResponseSchema,
  adminBlogSchema,
  adminFaqListQuerySchema,
  adminFaqListResponseSchema,
  adminFaqSchema,
  adminGuideListResponseSchema,
  adminGuideSchema,
  adminZodiacListResponseSchema,
  adminZodiacSchema,
  blogCreateSchema,
  blogUpdateSchema,
  CMS_IMAGE_MAX_BYTES,
  contentDeleteResponseSchema,
  contentIdParamsSchema,
  contentImageResponseSchema,
  faqCreateSchema,
  faqUpdateSchema,
  GUIDE_PDF_MAX_BYTES,
  guideCreateSchema,
  guideUpdateSchema,
  richTextPreviewResponseSchema,
  richTextPreviewSchema,
  zodiacSignParamsSchema,
  zodiacUpdateSchema,
} from '@fengshui/shared/cms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { BadRequest } from '../../domain/errors.ts';
import { requireAdmin } from '../../http/auth-guards.ts';
import { named } from '../../http/openapi.ts';
import { createBlog, deleteBlog, getBlogForAdmin, listBlogsForAdmin, updateBlog } from './blog-service.ts';
import { parseFields, readContentForm } from './content-form-http.ts';
import { CONTENT_IMAGE_WIDTHS, storeContentImage, storeGuidePdf } from './content-media.ts';
import { createFaq, deleteFaq, getFaqForAdmin, listFaqsForAdmin, updateFaq } from './faq-service.ts';
import {
  createGuide,
  deleteGuide,
  type GuideFiles,
  getGuideForAdmin,
  listGuidesForAdmin,
  updateGuide,
} from './product-guide-service.ts';
import { sanitizeRichText } from './rich-text.ts';
import { getZodiacForAdmin, listZodiacsForAdmin, updateZodiac } from './zodiac-service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
};

const FORM = ['multipart/form-data', 'application/json'];

/** The owner's content desk (docs/admin.md#content): blogs, FAQs, zodiac texts and product guides. Admin only. */
export function adminCmsRoutes({ db, storage }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db, storage };
    // Uploads are parsed only here, unless the app already parses them for every route.
    if (!app.hasContentTypeParser('multipart/form-data')) {
      await app.register(multipart, { limits: { fileSize: GUIDE_PDF_MAX_BYTES, files: 2, fields: 20 } });
    }
    const tags = ['admin', 'content'];
    const guarded = { onRequest: requireAdmin };
    // The options of a route on one blog, FAQ or guide by its id.
    const byId = <Ok extends z.ZodType>(ok: Ok) => ({
      ...guarded,
      schema: { tags, params: contentIdParamsSchema, response: { 200: ok, ...errors } },
    });
    const deleteRoute = (
      path: string,
      [operationId, summary]: [string, string],
      remove: (id: number) => Promise<unknown>,
      message: string,
    ) =>
      app.delete(path, named(byId(contentDeleteResponseSchema), operationId, summary), async (request) => {
        await remove(request.params.id);
        return { success: true as const, message };
      });

    // ---- blogs ----------------------------------------------------------------------------------

    app.get(
      '/admin/cms/blogs',
      {
        ...guarded,
        schema: {
          operationId: 'listAdminBlogs',
          summary: 'Every post, drafts too, by search and status',
          tags,
          querystring: adminBlogListQuerySchema,
          response: { 200: adminBlogListResponseSchema, ...errors },
        },
      },
      (request) => listBlogsForAdmin(deps, request.query),
    );

    app.get(
      '/admin/cms/blogs/:id',
      named(byId(adminBlogSchema), 'getAdminBlog', 'A post as stored, for the edit form'),
      (request) => getBlogForAdmin(deps, request.params.id),
    );

    const coverOf = async (files: Map<string, Buffer>) => {
      const cover = files.get('cover_image');
      return cover ? storeContentImage(storage, 'blogs', cover, CONTENT_IMAGE_WIDTHS.cover) : null;
    };

    app.post(
      '/admin/cms/blogs',
      {
        ...guarded,
        schema: {
          operationId: 'createBlog',
          tags,
          summary: 'New post: fields as JSON, or multipart with the file part cover_image',
          consumes: FORM,
          response: { 200: adminBlogSchema, ...errors },
        },
      },
      async (request) => {
        const form = await readContentForm(request, { cover_image: CMS_IMAGE_MAX_BYTES });
        const input = parseFields(blogCreateSchema, form.fields);
        return createBlog(deps, input, await coverOf(form.files));
      },
    );

    app.put(
      '/admin/cms/blogs/:id',
      {
        ...guarded,
        schema: {
          operationId: 'updateBlog',
          tags,
          summary: 'Edit a post: only the fields sent change; a cover_image part replaces the cover',
          consumes: FORM,
          params: contentIdParamsSchema,
          response: { 200: adminBlogSchema, ...errors },
        },
      },
      async (request) => {
        const form = await readContentForm(request, { cover_image: CMS_IMAGE_MAX_BYTES });
        const input = parseFields(blogUpdateSchema, form.fields);
        await getBlogForAdmin(deps, request.params.id);
        return updateBlog(deps, request.params.id, input, await coverOf(form.files));
      },
    );

    deleteRoute(
      '/admin/cms/blogs/:id',
      ['deleteBlog', 'Deletes a post'],
      (id) => deleteBlog(deps, id),
      'Blog post deleted',
    );

    // ---- rich text: pictures inside a text, and the editor's preview ----------------------------

    app.post(
      '/admin/cms/images',
      {
        ...guarded,
        schema: {
          operationId: 'uploadContentImage',
          tags,
          summary: 'A picture for a rich text (multipart file part image); answers its URL',
          consumes: ['multipart/form-data'],
          response: { 200: contentImageResponseSchema, ...errors },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw new BadRequest('Send the picture as multipart/form-data in the part "image"');
        const form = await readContentForm(request, { image: CMS_IMAGE_MAX_BYTES });
        const image = form.files.get('image');
        if (!image) throw new BadRequest('Choose a picture to upload');
        const key = await storeContentImage(storage, 'inline', image, CONTENT_IMAGE_WIDTHS.inline);
        return { url: storage.publicUrl(key) };
      },
    );

    app.post(
      '/admin/cms/preview',
      {
        ...guarded,
        schema: {
          operationId: 'previewRichText',
          tags,
          summary: 'The rich text as it would be saved',
          body: richTextPreviewSchema,
          response: { 200: richTextPreviewResponseSchema, ...errors },
        },
      },
      async (request) => ({ html: sanitizeRichText(request.body.html) }),
    );

    // ---- FAQs -----------------------------------------------------------------------------------

    app.get(
      '/admin/cms/faqs',
      {
        ...guarded,
        schema: {
          operationId: 'listAdminFaqs',
          summary: 'Every FAQ, unpublished too, by search',
          tags,
          querystring: adminFaqListQuerySchema,
          response: { 200: adminFaqListResponseSchema, ...errors },
        },
      },
      async (request) => ({ faqs: await listFaqsForAdmin(db, request.query) }),
    );

    app.get(
      '/admin/cms/faqs/:id',
      named(byId(adminFaqSchema), 'getAdminFaq', 'A FAQ as stored, for the edit form'),
      (request) => getFaqForAdmin(db, request.params.id),
    );

    app.post(
      '/admin/cms/faqs',
      {
        ...guarded,
        schema: {
          operationId: 'createFaq',
          summary: 'Adds a FAQ',
          tags,
          body: faqCreateSchema,
          response: { 200: adminFaqSchema, ...errors },
        },
      },
      (request) => createFaq(db, request.body),
    );

    app.put(
      '/admin/cms/faqs/:id',
      {
        ...guarded,
        schema: {
          operationId: 'updateFaq',
          summary: 'Edits a FAQ: only the fields sent change',
          tags,
          params: contentIdParamsSchema,
          body: faqUpdateSchema,
          response: { 200: adminFaqSchema, ...errors },
        },
      },
      (request) => updateFaq(db, request.params.id, request.body),
    );

    deleteRoute(
      '/admin/cms/faqs/:id',
      ['deleteFaq', 'Deletes a FAQ'],
      (id) => deleteFaq(db, id),
      'FAQ deleted',
    );

    // ---- zodiac guides and horoscopes -----------------------------------------------------------

    app.get(
      '/admin/cms/zodiacs',
      {
        ...guarded,
        schema: {
          operationId: 'listAdminZodiacs',
          summary: 'The twelve signs as stored',
          tags,
          response: { 200: adminZodiacListResponseSchema, ...errors },
        },
      },
      async () => ({ zodiacs: await listZodiacsForAdmin(db) }),
    );

    app.get(
      '/admin/cms/zodiacs/:sign',
      {
        ...guarded,
        schema: {
          operationId: 'getAdminZodiac',
          summary: 'A sign as stored, for the edit form',
          tags,
          params: zodiacSignParamsSchema,
          response: { 200: adminZodiacSchema, ...errors },
        },
      },
      (request) => getZodiacForAdmin(db, request.params.sign),
    );

    app.put(
      '/admin/cms/zodiacs/:sign',
      {
        ...guarded,
        schema: {
          operationId: 'updateZodiac',
          tags,
          summary: 'Edit a sign; a changed text marks it updated for customers who have not read it since',
          params: zodiacSignParamsSchema,
          body: zodiacUpdateSchema,
          response: { 200: adminZodiacSchema, ...errors },
        },
      },
      (request) => updateZodiac(db, request.params.sign, request.body),
    );

    // ---- product guides -------------------------------------------------------------------------

    const guideLimits = { preview_image: CMS_IMAGE_MAX_BYTES, pdf: GUIDE_PDF_MAX_BYTES };
    const guideFiles = async (files: Map<string, Buffer>, title: string): Promise<GuideFiles> => {
      const preview = files.get('preview_image');
      const pdf = files.get('pdf');
      return {
        previewImageKey: preview
          ? await storeContentImage(storage, 'guides', preview, CONTENT_IMAGE_WIDTHS.preview)
          : null,
        pdfKey: pdf ? await storeGuidePdf(storage, title, pdf) : null,
      };
    };

    app.get(
      '/admin/cms/product-guides',
      {
        ...guarded,
        schema: {
          operationId: 'listAdminProductGuides',
          summary: 'Every product guide, unpublished too, by search',
          tags,
          response: { 200: adminGuideListResponseSchema, ...errors },
        },
      },
      async () => ({ guides: await listGuidesForAdmin(deps) }),
    );

    app.get(
      '/admin/cms/product-guides/:id',
      named(byId(adminGuideSchema), 'getAdminProductGuide', 'A guide as stored, for the edit form'),
      (request) => getGuideForAdmin(deps, request.params.id),
    );

    app.post(
      '/admin/cms/product-guides',
      {
        ...guarded,
        schema: {
          operationId: 'createProductGuide',
          tags,
          summary: 'New guide: fields as JSON, or multipart with the file parts preview_image and pdf',
          consumes: FORM,
          response: { 200: adminGuideSchema, ...errors },
        },
      },
      async (request) => {
        const form = await readContentForm(request, guideLimits);
        const input = parseFields(guideCreateSchema, form.fields);
        return createGuide(deps, input, await guideFiles(form.files, input.title));
      },
    );

    app.put(
      '/admin/cms/product-guides/:id',
      {
        ...guarded,
        schema: {
          operationId: 'updateProductGuide',
          tags,
          summary: 'Edit a guide: only the fields sent change; file parts replace the preview or the PDF',
          consumes: FORM,
          params: contentIdParamsSchema,
          response: { 200: adminGuideSchema, ...errors },
        },
      },
      async (request) => {
        const form = await readContentForm(request, guideLimits);
        const input = parseFields(guideUpdateSchema, form.fields);
        const current = await getGuideForAdmin(deps, request.params.id);
        return updateGuide(
          deps,
          request.params.id,
          input,
          await guideFiles(form.files, input.title ?? current.title),
        );
      },
    );

    deleteRoute(
      '/admin/cms/product-guides/:id',
      ['deleteProductGuide', 'Deletes a guide and its files'],
      (id) => deleteGuide(deps, id),
      'Product guide deleted',
    );
  };
}
