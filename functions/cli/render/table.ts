// Plain-text rendering shared by the command line's outputs: tables, counts, ages.
import { formatDuration } from "../../contract/duration.js";
import { thousands } from "../../engine/numbers.js";

/** A plain-text table: the first column left-aligned, the rest as `align` says (default right). */
export function renderTable(
  header: string[],
  rows: string[][],
  align: "right" | "left" = "right",
): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || align === "left"
          ? cell.padEnd(widths[column] as number)
          : cell.padStart(widths[column] as number),
      )
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/** A whole number with thousands separators; `missing` where there is none. */
export const count = (value: number | null, missing = "?") =>
  value === null ? missing : thousands(value);

/** An age in seconds as two units (`29d23h`); `-` where there is none. */
export const formatAge = (seconds: number | null) =>
  seconds === null ? "-" : formatDuration(seconds * 1000, 2);
