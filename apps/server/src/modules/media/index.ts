// The media module's public entry: other modules, http/ and jobs/ import it only from here
// (docs/architecture.md#module-boundaries).
export { storeImageVariants } from './image-pipeline.ts';
export type { UploadedFile } from './image-upload.ts';
export { storeUploadedImage } from './image-upload.ts';
export { imageUrls } from './image-urls.ts';
export { multipartBody, uploadedFiles } from './multipart-form-http.ts';
