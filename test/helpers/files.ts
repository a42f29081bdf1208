// A tree of files written under a new temporary directory (an application's code, for init --source).
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** Writes each path's text (each ending in a newline) and returns the tree's root. */
export async function fileTree(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "tree-"));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text.endsWith("\n") ? text : `${text}\n`);
  }
  return root;
}
