/** Where uploaded and generated files live: a local folder now, an S3-compatible bucket later (docs/architecture.md#scaling). */
export interface MediaStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The URL a browser uses for the stored file. */
  publicUrl(key: string): string;
}
