/**
 * A catalog file sent as its own bytes (`Content-Type: text/csv`, docs/decisions/099), read as it arrives: decoded by
 * its byte-order mark (UTF-8, or UTF-16 as a spreadsheet's "Unicode text" saves it; no mark means UTF-8) and parsed
 * record by record, so the body is never one string. Past the byte or row limit the parsing stops at once and the rest
 * of the body is read and dropped: a 1,000,000-row file costs its first rows, not a million.
 */
import { Transform, type Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { parse } from 'csv-parse';
import { AppError, badInput } from '../../errors';
import { MAX_CELL, fileRefusal } from './import';

/** A body over the file limit: answered 413 in words by the app's error handler. */
export class FileTooLarge extends Error {
  readonly status = 413;
  readonly type = 'file.too.large';
}

const tooLarge = (bytes: number) =>
  new FileTooLarge(`The file is larger than ${bytes / 1024 / 1024} MB: split it into smaller files`);
const NOT_UTF8 = 'The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again';

/** The decoder a file's first bytes name (a mark the decoder then drops); anything else must be UTF-8. */
function decoderOf(head: Buffer): TextDecoder {
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true });
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true });
  return new TextDecoder('utf-8', { fatal: true });
}

/** Bytes to text, counting them: refuses past `maxBytes`, on bytes its encoding cannot hold and on NUL (UTF-16 with no mark). */
function decoding(maxBytes: number): Transform {
  let decoder: TextDecoder | null = null;
  let head = Buffer.alloc(0);
  let bytes = 0;
  const text = (chunk: Buffer, last: boolean): string => {
    const out = decoder!.decode(chunk, { stream: !last });
    if (out.includes('\u0000')) throw badInput(NOT_UTF8, 'content');
    return out;
  };
  const guarded = (done: (e?: Error | null, out?: string) => void, run: () => string) => {
    try {
      done(null, run());
    } catch (e) {
      done(e instanceof AppError ? e : badInput(NOT_UTF8, 'content'));
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        done(tooLarge(maxBytes));
        return;
      }
      if (decoder) {
        guarded(done, () => text(chunk, false));
        return;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length < 3) {
        done();
        return;
      }
      decoder = decoderOf(head);
      guarded(done, () => text(head, false));
    },
    flush(done) {
      const rest = decoder ? Buffer.alloc(0) : head;
      decoder ??= decoderOf(head);
      guarded(done, () => text(rest, true));
    },
  });
}

/**
 * The file's records (header first) read from `body` as it arrives, or a refusal of the whole file in words (400),
 * or FileTooLarge (413, also when `declaredBytes`, its Content-Length, is over). The body is never destroyed: what
 * is left of it is read and dropped, so the answer reaches the client.
 */
export async function readCsvStream(
  body: Readable,
  limits: { bytes: number; rows: number },
  declaredBytes = 0,
): Promise<string[][]> {
  // A length declared over the limit is refused before a byte is read; an undeclared one is counted as it comes.
  if (declaredBytes > limits.bytes) {
    body.resume();
    throw tooLarge(limits.bytes);
  }
  const decode = decoding(limits.bytes);
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_CELL * 4,
  });
  decode.on('error', (e) => parser.destroy(e));
  // A client that goes away mid-file ends the reading (a pipe would leave the parser waiting for an end forever).
  const cut = () => {
    if (!body.readableEnded) parser.destroy(new Error('The upload was cut short'));
  };
  body.once('error', cut).once('close', cut);
  body.pipe(decode).pipe(parser);
  const records: string[][] = [];
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      records.push(record);
      if (records.length > limits.rows + 1) throw badInput(fileRefusal.tooManyRows(limits.rows), 'content');
    }
  } catch (e) {
    if (e instanceof FileTooLarge || e instanceof AppError) throw e;
    throw badInput(fileRefusal.unreadable(e), 'content');
  } finally {
    body.off('error', cut).off('close', cut);
    body.unpipe(decode);
    body.resume();
  }
  if (records.length < 2) throw badInput(fileRefusal.noRows, 'content');
  return records;
}
