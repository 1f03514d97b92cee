/**
 * Which files of the built web app exist, spelled exactly as on disk, without reading a directory
 * per request (issue 14).
 *
 * @fastify/static's own wildcard route (10.1.11) checks a path's spelling by reading every directory
 * on the way for each request: dist/web/assets holds about 300 files, and that read was most of a
 * static file's cost (395-439 files/s on a 2-core machine, about 2.5 ms of CPU each; a dashboard's
 * first load asks for about 40 and its prefetch for 40 more, on the same CPU as the page's own work).
 * Here the listing is read once, and again only when a request names a file that is on disk but not
 * in it while its directory has changed since (a rebuild's new files are served without a restart).
 * A name the file system merely resolves (another letter case, on a case-insensitive disk) is never
 * in the listing, as before, and cannot make the server read the directory again.
 */
import { readdir, stat } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";

export interface WebFiles {
  /**
   * The file's path relative to the web directory (posix, no leading slash) when `urlPath` (a
   * request's path, still percent-encoded, query allowed) names a file of it exactly; otherwise null.
   */
  fileFor(urlPath: string): Promise<string | null>;
}

interface Listing {
  /** Every file (dotfiles left out), relative and posix-spelled. */
  files: Set<string>;
  /** Each directory's modification time when it was read, by relative path ("." the root). */
  dirTimes: Map<string, number>;
}

const modifiedAt = (path: string) => stat(path).then((s) => s.mtimeMs);

async function list(dir: string): Promise<Listing> {
  const listing: Listing = { files: new Set(), dirTimes: new Map() };
  try {
    // The times first: a file added during the read leaves its directory newer than recorded.
    listing.dirTimes.set(".", await modifiedAt(dir));
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      const path = relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/");
      if (path.split("/").some((segment) => segment.startsWith("."))) continue;
      if (entry.isDirectory()) listing.dirTimes.set(path, await modifiedAt(join(dir, path)));
      else if (entry.isFile()) listing.files.add(path);
    }
  } catch {
    // No build (yet): nothing is served, and the next request for a file on disk reads again.
  }
  return listing;
}

/** The request path's file name relative to the web directory, or null when it cannot be one. */
function pathOf(urlPath: string): string | null {
  const raw = urlPath.split("?")[0] ?? "";
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!path.startsWith("/") || path.includes("\0")) return null;
  return path.slice(1);
}

/** The listing of `webDir`'s files; see the module's comment. */
export function webFiles(webDir: string): WebFiles {
  let listing = list(webDir);
  return {
    async fileFor(urlPath) {
      const path = pathOf(urlPath);
      if (path === null || path === "") return null;
      const current = await listing;
      if (current.files.has(path)) return path;
      // Read again only for a name the disk knows in a directory that changed since the listing.
      const isOnDisk = await stat(join(webDir, path)).then(
        (s) => s.isFile(),
        () => false,
      );
      if (!isOnDisk) return null;
      // The nearest directory the listing knows by this spelling: a new directory changes its
      // parent, while a directory's alias (another letter case) never changes a known one.
      let dir = dirname(path);
      while (dir !== "." && !current.dirTimes.has(dir)) dir = dirname(dir);
      const changed = await modifiedAt(join(webDir, dir)).then(
        (time) => time !== current.dirTimes.get(dir),
        () => false,
      );
      if (!changed) return null;
      // Concurrent requests share one new read.
      if ((await listing) === current) listing = list(webDir);
      return (await listing).files.has(path) ? path : null;
    },
  };
}
