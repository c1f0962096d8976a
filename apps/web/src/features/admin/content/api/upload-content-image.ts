import { useMutation } from '@tanstack/react-query';
import { sendForm } from './send-form.ts';

/** POST /admin/cms/images (multipart part `image`): a picture for a rich text; answers its URL. */
export const uploadContentImage = (file: File) => {
  const form = new FormData();
  form.append('image', file, file.name);
  return sendForm<{ url: string }>('/admin/cms/images', 'POST', form);
};

export function useUploadContentImage() {
  return useMutation({ mutationFn: uploadContentImage });
}
