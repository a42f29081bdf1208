// The docs' examples as the tests read them: every fenced block of the README and docs/ with its
// info string, and every command line they show (in shell blocks and inline code).
import { readdirSync, readFileSync } from "node:fs";

export interface DocBlock {
  page: string;
  line: number;
  /** The fence's language (`json`, `sh`), and its other words (`runnable`, `schema=forum`). */
  lang: string;
  words: string[];
  text: string;
}

export const DOC_PAGES = [
  "README.md",
  ...readdirSync("docs")
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`)
    .sort(),
];

/** Every fenced block of the README and docs/, in page order. */
export function docBlocks(): DocBlock[] {
  const blocks: DocBlock[] = [];
  for (const page of DOC_PAGES) {
    const lines = readFileSync(page, "utf8").split("\n");
    for (let at = 0; at < lines.length; at++) {
      const fence = /^```(\S*)\s*(.*)$/.exec(lines[at]?.trim() ?? "");
      if (!fence) continue;
      const end = lines.findIndex((each, index) => index > at && each.trim() === "```");
      const [lang = "", rest = ""] = fence.slice(1);
      blocks.push({
        page,
        line: at + 1,
        lang,
        words: rest.match(/\S+="[^"]*"|\S+/g) ?? [],
        text: lines.slice(at + 1, end).join("\n"),
      });
      at = end;
    }
  }
  return blocks;
}

/** A block's `name=value` word (quotes taken off), if it has one. */
export function wordOf(block: DocBlock, name: string): string | undefined {
  const word = block.words.find((each) => each.startsWith(`${name}=`));
  return word?.slice(name.length + 1).replace(/^"(.*)"$/, "$1");
}

/** What a shell variable the docs use stands for: a database URL, or a word. */
const expand = (text: string) =>
  text.replace(/\$\{?([A-Z_]+)\}?/g, (_all, name: string) =>
    name.endsWith("URL") ? "postgres://docs.example/app" : name.toLowerCase(),
  );

/**
 * A shell line's words, as the shell splits them (quotes kept together, comments left out,
 * variables expanded to what they stand for).
 */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  const pattern = /'([^']*)'|"((?:[^"\\]|\\.)*)"|(\S+)/g;
  for (const match of line.matchAll(pattern)) {
    const [, single, double, bare] = match;
    if (bare?.startsWith("#")) break;
    words.push(single ?? expand(double ?? (bare as string)));
  }
  return words;
}

/**
 * A command line's argv for retention-job (after `retention-job`, `npx retention-job`, `node
 * bin/retention-job.js`; `npm start -- ...` is the demo), up to a pipe or a redirection;
 * undefined for any other command.
 */
export function retentionJobArgv(line: string): string[] | undefined {
  const words = shellWords(line).filter((word) => !/^[A-Z_]+=/.test(word));
  const end = words.findIndex((word) => /^(\||>|>>|2>|&&|;|<)/.test(word));
  const command = end < 0 ? words : words.slice(0, end);
  const [first, second, third] = command;
  if (first === "retention-job") return command.slice(1);
  if (first === "npx" && second === "retention-job") return command.slice(2);
  if (first === "node" && second?.endsWith("bin/retention-job.js")) return command.slice(2);
  if (first === "npm" && second === "start")
    return ["demo", ...command.slice(third === "--" ? 3 : 2)];
  return undefined;
}

export interface DocCommand {
  page: string;
  line: number;
  text: string;
  argv: string[];
}

/** Every retention-job command line the docs show: shell blocks' lines and inline code spans. */
export function docCommands(): DocCommand[] {
  const commands: DocCommand[] = [];
  for (const block of docBlocks().filter((each) => each.lang === "sh")) {
    const joined = block.text.replace(/\\\n\s*/g, " ").split("\n");
    joined.forEach((text, index) => {
      const argv = retentionJobArgv(text);
      if (argv) commands.push({ page: block.page, line: block.line + 1 + index, text, argv });
    });
  }
  for (const page of DOC_PAGES) {
    const lines = readFileSync(page, "utf8").split("\n");
    let fenced = false;
    lines.forEach((line, index) => {
      if (line.trim().startsWith("```")) fenced = !fenced;
      if (fenced) return;
      for (const [, span] of line.matchAll(
        /`((?:retention-job|npx retention-job|npm start) [^`]+)`/g,
      )) {
        const argv = retentionJobArgv(span as string);
        if (argv) commands.push({ page, line: index + 1, text: span as string, argv });
      }
    });
  }
  return commands;
}
