import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertKey, type Storage } from './storage.ts';

/** The path under which the app serves the local driver's files. */
export const LOCAL_UPLOADS_PATH = '/uploads';

export const localUploadsDir = (dataDir: string): string => path.join(dataDir, 'uploads');

/** Files under `<dataDir>/uploads/`, served by the app itself at `/uploads/<key>`. */
export function createLocalStorage(dataDir: string): Storage {
  const dir = localUploadsDir(dataDir);
  return {
    driver: 'local',
    async put(key, data) {
      assertKey(key);
      await mkdir(dir, { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temp = path.join(dir, `.${key}.${randomBytes(4).toString('hex')}.tmp`);
      await writeFile(temp, data, { flag: 'wx' });
      await rename(temp, path.join(dir, key));
    },
    publicUrl(key) {
      assertKey(key);
      return `${LOCAL_UPLOADS_PATH}/${key}`;
    },
    async presignUpload() {
      return null;
    },
  };
}
