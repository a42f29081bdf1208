// The rows' content checksum, in plain JavaScript so that the export's encoding thread
// (copy-worker.mjs) loads it as it is: one rule for the archive, the restore and the encoder.

/**
 * A row's 64-bit hash as two 32-bit halves (cyrb53's mixing, both halves kept), over its fields
 * each marked as a value or NULL and separated by NUL (which PostgreSQL text never holds). Not a
 * cryptographic hash: the object's own sha256 guards its bytes; this one says the same rows came
 * back, cheaply enough to run on every row archived (a sha256 per row cost as much as the export).
 * @param {(string | null)[]} row
 * @returns {[number, number]}
 */
function rowHash(row) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  const mix = (code) => {
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  };
  for (const field of row) {
    if (field === null) mix(0x4e);
    else {
      mix(0x76);
      for (let index = 0; index < field.length; index++) mix(field.charCodeAt(index));
    }
    mix(0);
  }
  return finishHash(h1, h2);
}

/** A row hash's last mixing, once its fields are in (copy-encoder.mjs mixes them as it scans). */
export function finishHash(h1, h2) {
  const high = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  const low = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(high ^ (high >>> 13), 3266489909);
  return [high >>> 0, low >>> 0];
}

/**
 * The rows' content, whatever their order: the count and the sum of each row's hash (two 32-bit
 * sums, each mod 2^32). The same at archive time (from the rows read) and after a restore (from
 * the rows loaded, read back as text).
 */
export class ContentChecksum {
  #high = 0;
  #low = 0;
  #rows = 0;
  add(row) {
    const [high, low] = rowHash(row);
    this.addHashes(high, low);
  }
  /** A row already hashed (rowHash's two halves). */
  addHashes(high, low) {
    this.#high = (this.#high + high) >>> 0;
    this.#low = (this.#low + low) >>> 0;
    this.#rows++;
  }
  get rows() {
    return this.#rows;
  }
  get value() {
    const hex = (value) => value.toString(16).padStart(8, "0");
    return `${this.#rows}:${hex(this.#high)}${hex(this.#low)}`;
  }
}

export const contentChecksum = (rows) => {
  const sum = new ContentChecksum();
  for (const row of rows) sum.add(row);
  return sum.value;
};
