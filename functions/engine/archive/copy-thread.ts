// The export's encoding in a worker thread (copy-worker.mjs, plain JavaScript: it runs as it is
// from the sources and is bundled beside each build's code, bin/build.mjs): this thread only reads
// COPY, gathers its chunks into blocks and hands each over (transferred, not copied) to the
// worker, which scans, hashes and encodes row groups and hands them back the same way. The COPY
// stream waits while BLOCKS_AHEAD blocks are posted and their groups not yet written: memory stays
// bounded however far the server is ahead.
import { Worker } from "node:worker_threads";
import type { EncodedGroup } from "./copy-encoder.mjs";
import type { CopyFigures, Encoding } from "./copy-parquet.js";
import type { ArchiveColumn } from "./format.js";

const WORKER_FILE = new URL("./copy-worker.mjs", import.meta.url);

/** COPY's bytes are posted to the worker in blocks of this size (fewer, larger messages). */
export const BLOCK_BYTES = 1 << 20;
/** Blocks posted but not yet written (encoded and their groups handed on) before COPY waits. */
export const BLOCKS_AHEAD = 8;

type Message =
  | { group: EncodedGroup }
  | { taken: true }
  | { finished: CopyFigures }
  | { error: string };

export class ThreadEncoding implements Encoding {
  readonly #worker: Worker;
  readonly #onGroup: (group: EncodedGroup) => Promise<void>;
  #block = Buffer.allocUnsafeSlow(BLOCK_BYTES);
  #filled = 0;
  #ahead = 0;
  #written: Promise<void> = Promise.resolve();
  #failure: Error | undefined;
  #wake: (() => void) | undefined;
  #finished:
    | { resolve: (figures: CopyFigures) => void; reject: (error: Error) => void }
    | undefined;
  #closed = false;
  constructor(
    kinds: ArchiveColumn["kind"][],
    groupRows: number,
    onGroup: (group: EncodedGroup) => Promise<void>,
  ) {
    this.#onGroup = onGroup;
    // Plain JavaScript: the thread needs none of the loaders this process may have started with
    // (tsx's, in the benchmark and the tests, cost it 0.3 s of CPU to load).
    this.#worker = new Worker(WORKER_FILE, { workerData: { kinds, groupRows }, execArgv: [] });
    this.#worker.on("message", (message: Message) => this.#received(message));
    this.#worker.on("error", (error) => this.#fail(error));
    this.#worker.on("exit", (code) => {
      if (!this.#closed) this.#fail(new Error(`the encoding thread exited with code ${code}`));
    });
  }

  async push(chunk: Buffer): Promise<void> {
    this.#check();
    for (let at = 0; at < chunk.length; ) {
      const copied = chunk.copy(this.#block, this.#filled, at);
      this.#filled += copied;
      at += copied;
      if (this.#filled === BLOCK_BYTES) this.#post();
    }
    while (this.#ahead >= BLOCKS_AHEAD && !this.#failure)
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
      });
    this.#check();
  }

  async finish(): Promise<CopyFigures> {
    this.#check();
    if (this.#filled > 0) this.#post();
    const figures = await new Promise<CopyFigures>((resolve, reject) => {
      this.#finished = { resolve, reject };
      this.#worker.postMessage({ finish: true });
    });
    this.#check();
    await this.close();
    return figures;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#worker.terminate();
  }

  /** The block filled so far, handed over to the worker (this thread keeps no view of it). */
  #post() {
    const block = this.#block.buffer;
    this.#worker.postMessage({ block, length: this.#filled }, [block]);
    this.#block = Buffer.allocUnsafeSlow(BLOCK_BYTES);
    this.#filled = 0;
    this.#ahead++;
  }

  /**
   * The worker's answers, in order: groups written one after another, then what they follow. After
   * a failure nothing more is written: answers the worker sent before it was stopped can still
   * arrive (a busy thread here receives the error and the groups after it together).
   */
  #received(message: Message) {
    if ("error" in message) return this.#fail(new Error(message.error));
    this.#written = this.#written
      .then(() => {
        if (this.#failure) return;
        if ("group" in message) return this.#onGroup(message.group);
        if ("taken" in message) {
          this.#ahead--;
          this.#wake?.();
        } else this.#finished?.resolve(message.finished);
      })
      .catch((error: Error) => this.#fail(error));
  }

  #fail(error: Error) {
    this.#failure ??= error;
    this.#wake?.();
    this.#finished?.reject(this.#failure);
    void this.close();
  }

  #check() {
    if (this.#failure) throw this.#failure;
  }
}
