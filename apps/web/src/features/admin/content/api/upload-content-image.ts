import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /admin/cms/images (multipart part `image`): a picture for a rich text; answers its URL. */
export const uploadContentImage = (file: File) => {
  const form = new FormData();
  form.append('image', file, file.name);
  return apiRequest<{ url: string }>('/admin/cms/images', { method: 'POST', body: form });
};

export function useUploadContentImage() {
  return useMutation({ mutationFn: uploadContentImage });
}
