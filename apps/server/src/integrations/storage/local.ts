import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from './types.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function createLocalStorage(rootDir: string, urlPrefix = '/media'): MediaStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(rootDir, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async exists(key) {
      try {
        await access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    publicUrl: (key) => `${urlPrefix}/${key}`,
  };
}
