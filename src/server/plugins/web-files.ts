/**
 * Which files of the built web app exist, spelled exactly as on disk, without reading a directory
 * per request (issue 14).
 *
 * @fastify/static's own wildcard route (10.1.11) checks a path's spelling by reading every directory
 * on the way for each request: dist/web/assets holds about 300 files, and that read was most of a
 * static file's cost (871-965 files/s for a precompressed chunk on a 2-core machine; a dashboard's
 * first load asks for about 40 and its prefetch for 35 more, on the same CPU as the page's own work).
 * Here the listing is read once, and again only when a request names a file that is on disk but not
 * in it while its directory has changed since (a rebuild's new files are served without a restart).
 * A name the file system merely resolves (another letter case, on a case-insensitive disk) is never
 * in the listing, as before, and cannot make the server read the directory again.
 */
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";

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

const readModifiedTime = (path: string) => stat(path).then((s) => s.mtimeMs);

/** Reads `rel` (under `root`) into `listing`: its time before its entries, so a file added in between leaves it newer. */
async function readDirectory(root: string, rel: string, listing: Listing): Promise<void> {
  const dir = join(root, rel);
  listing.dirTimes.set(rel, await readModifiedTime(dir));
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const path = rel === "." ? entry.name : `${rel}/${entry.name}`;
    if (entry.isDirectory()) await readDirectory(root, path, listing);
    else if (entry.isFile()) listing.files.add(path);
  }
}

async function readListing(root: string): Promise<Listing> {
  const listing: Listing = { files: new Set(), dirTimes: new Map() };
  try {
    await readDirectory(root, ".", listing);
  } catch {
    // A build emptying the directory meanwhile, or too many open files: without directory times
    // the next request for a file on disk reads it all again.
    listing.dirTimes.clear();
  }
  return listing;
}

/**
 * The request path's segments, each percent-decoded, or null when it cannot name a file by its
 * exact name: an empty segment ("//", a trailing slash), "." or "..", or a segment that decodes to
 * a separator or a NUL (which @fastify/static also refuses, as non-canonical).
 */
function segmentsOf(urlPath: string): string[] | null {
  const raw = urlPath.split("?")[0] ?? "";
  if (!raw.startsWith("/")) return null;
  const segments: string[] = [];
  for (const encoded of raw.slice(1).split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return null;
    }
    if (segment === "" || segment === "." || segment === ".." || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/** The listing of `webDir`'s files; see the module's comment. */
export function webFiles(webDir: string): WebFiles {
  let listing = readListing(webDir);
  return {
    async fileFor(urlPath) {
      const segments = segmentsOf(urlPath);
      if (!segments) return null;
      const path = segments.join("/");
      const seen = listing;
      const current = await seen;
      if (current.files.has(path)) return path;
      // Read again only for a name the disk knows in a directory that changed since the listing.
      const isOnDisk = await stat(join(webDir, ...segments)).then(
        (s) => s.isFile(),
        () => false,
      );
      if (!isOnDisk) return null;
      // The deepest directory on the way the listing knows by this spelling: a new directory changes
      // its parent, while a directory's alias (another letter case) never changes a known one.
      let dir = ".";
      for (let depth = 1; depth < segments.length; depth += 1) {
        const prefix = segments.slice(0, depth).join("/");
        if (!current.dirTimes.has(prefix)) break;
        dir = prefix;
      }
      const hasChanged = await readModifiedTime(join(webDir, dir)).then(
        (time) => time !== current.dirTimes.get(dir),
        () => false,
      );
      if (!hasChanged) return null;
      // Concurrent requests share one new read.
      if (listing === seen) listing = readListing(webDir);
      return (await listing).files.has(path) ? path : null;
    },
  };
}
