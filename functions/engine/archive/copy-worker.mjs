// The export's encoding thread (copy-thread.ts): blocks of COPY's text in, row groups out, each
// handed over (transferred) as it is done, then the rows' count and content checksum. Plain
// JavaScript, so that it runs as it is from the sources, and bundled beside the Lambda's code.
import { parentPort, workerData } from "node:worker_threads";
import { CopyEncoder } from "./copy-encoder.mjs";

const encoder = new CopyEncoder(workerData.kinds, workerData.groupRows);
const send = (groups) => {
  for (const group of groups) parentPort.postMessage({ group }, [group.bytes.buffer]);
};

parentPort.on("message", (message) => {
  try {
    if (message.block) {
      send(encoder.push(new Uint8Array(message.block, 0, message.length)));
      parentPort.postMessage({ taken: true });
    } else {
      const { groups, ...figures } = encoder.finish();
      send(groups);
      parentPort.postMessage({ finished: figures });
    }
  } catch (error) {
    parentPort.postMessage({ error: String(error?.message ?? error) });
  }
});
