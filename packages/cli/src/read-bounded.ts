/** @module read-bounded: a file read whole, but never past a limit (a device or a FIFO can be endless). */
import { open } from "node:fs/promises";

const READ_CHUNK = 1024 * 1024;

/**
 * A file's bytes, read no further than just past `limit`: a regular file over it is refused before
 * any read (its size is known), a device or FIFO (which states 0) once it passes it. `tooLarge`
 * makes the error thrown then.
 * @example const bytes = await readBounded("api.yaml", 100 * 1024 * 1024, () => new Error("too large"));
 */
export async function readBounded(path: string, limit: number, tooLarge: () => Error): Promise<Uint8Array> {
  const file = await open(path, "r");
  try {
    if ((await file.stat()).size > limit) throw tooLarge();
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { bytesRead, buffer } = await file.read(Buffer.allocUnsafe(READ_CHUNK), 0, READ_CHUNK, null);
      if (bytesRead === 0) return Buffer.concat(chunks, total);
      total += bytesRead;
      if (total > limit) throw tooLarge();
      chunks.push(buffer.subarray(0, bytesRead));
    }
  } finally {
    await file.close();
  }
}
