import { readFileSync } from 'node:fs';

/**
 * The private resident memory of a process in MB: its anonymous and shared-memory pages (RssAnon +
 * RssShmem of /proc/<pid>/status), that is what it allocated itself. Its file pages (the node binary
 * and libraries) are left out: they are the page cache the server and every other node process share.
 * Null when the process is gone, or where there is no /proc (not Linux).
 */
export function privateMemoryMb(pid: number): number | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'latin1');
  } catch {
    return null;
  }
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  const anon = kb('RssAnon');
  if (Number.isNaN(anon)) return null;
  return (anon + (kb('RssShmem') || 0)) / 1024;
}
