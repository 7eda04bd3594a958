import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertAnyKey, assertKey, STORAGE_KEY, type Storage } from './storage.ts';

/** The path under which the app serves the local driver's files. */
export const LOCAL_UPLOADS_PATH = '/uploads';

export const localUploadsDir = (dataDir: string): string => path.join(dataDir, 'uploads');

const isMissing = (err: unknown) => (err as { code?: string })?.code === 'ENOENT';

/**
 * Files under `<dataDir>/uploads/`, served by the app itself at `/uploads/<key>`. It cannot presign,
 * so nothing ever lands in its quarantine; the calls that read it answer as for an empty store.
 */
export function createLocalStorage(dataDir: string): Storage {
  const dir = localUploadsDir(dataDir);
  const fileOf = (key: string) => path.join(dir, key);
  return {
    driver: 'local',
    // the browser knows /uploads/ already: it is this site's own path
    uploadsBaseUrl: null,
    // browsers upload through this server's own upload call
    uploadOrigin: async () => null,
    async put(key, data) {
      assertAnyKey(key);
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temp = path.join(
        path.dirname(target),
        `.${path.basename(key)}.${randomBytes(4).toString('hex')}.tmp`,
      );
      await writeFile(temp, data, { flag: 'wx' });
      await rename(temp, target);
    },
    publicUrl(key) {
      assertKey(key);
      return `${LOCAL_UPLOADS_PATH}/${key}`;
    },
    keyOfPublicUrl(url) {
      const prefix = `${LOCAL_UPLOADS_PATH}/`;
      if (!url.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return STORAGE_KEY.test(key) ? key : null;
    },
    async presignUpload() {
      return null;
    },
    async read(key, maxBytes) {
      assertAnyKey(key);
      let handle;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (err) {
        if (isMissing(err)) return 'missing';
        throw err;
      }
      try {
        if ((await handle.stat()).size > maxBytes) return 'tooLarge';
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    },
    async exists(key) {
      assertAnyKey(key);
      try {
        await stat(fileOf(key));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      assertAnyKey(key);
      await rm(fileOf(key), { force: true });
    },
  };
}
