import { describe, expect, it } from "vitest";
import { thousands } from "../../functions/engine/numbers.js";

describe("thousands", () => {
  it("writes a count as en-US does (Intl is the oracle), rounded to a whole number", () => {
    const values = [
      0,
      7,
      999,
      1_000,
      12_345,
      999_999,
      1_000_000,
      750_623,
      2 ** 31,
      9_007_199_254_740_991,
    ];
    for (let digits = 1; digits <= 16; digits++)
      values.push(10 ** digits - 1, 10 ** digits, 3 * 10 ** digits + 41);
    for (const value of [
      ...values,
      ...values.map((each) => -each),
      1234.5,
      1234.49,
      -1234.5,
      0.4,
    ]) {
      // (-0, as from Math.round(-0.4), is written 0, which Intl writes -0.)
      const rounded = Math.round(value) + 0;
      expect(thousands(value), String(value)).toBe(rounded.toLocaleString("en-US"));
    }
    expect(thousands(Number.POSITIVE_INFINITY)).toBe(
      Number.POSITIVE_INFINITY.toLocaleString("en-US"),
    );
  });
});
