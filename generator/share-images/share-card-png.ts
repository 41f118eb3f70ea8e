/**
 * A share card's PNG, made from the rows its ink spans and the background's other rows, compressed once.
 * Every row of a card but those of its label and title is the background's, the same on every card of a
 * site, so the background's rows are compressed once per build, in runs of ROWS_PER_RUN rows: each run's
 * deflate data ends on a byte boundary and refers back to nothing before it, so runs and a card's own rows
 * can follow one another in any order. Per card, only the band of runs its ink spans is compressed. The
 * PNG's checksums are made for the whole: CRC-32 of its chunks, and the zlib stream's Adler-32 combined
 * from the runs' and the band's, the band's from the background's and the blend's changes (see ownAdler).
 * No row is filtered (PNG's filter type 0), so none refers to the row above, which may be another run's:
 * on this background, filtering made the runs a third larger, not smaller.
 *
 * Hand-made because no library here writes part of a PNG: sharp (libvips, libpng) compresses a whole
 * image, which took about 3 CPU ms a card where this takes about 1.1 (docs/performance.md, "Round of
 * issue 40, third part"). tests/build/share-images.test.ts decodes its PNGs and checks every checksum.
 */
import { crc32, deflateRawSync, constants as zlibConstants } from 'node:zlib';

/** Rows in a run: a card's own rows are those of the runs its ink touches. */
export const ROWS_PER_RUN = 16;
/** zlib level of the background's runs, compressed once per build: the smallest output. */
const RUN_LEVEL = 9;
/** zlib level of a card's own rows: chosen by measurement (docs/performance.md). */
export const BAND_LEVEL = 3;
const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
/** A zlib stream's header: deflate with a 32 KB window, no preset dictionary (the check bits make it divisible by 31). */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
/** An empty final deflate block (fixed Huffman codes, end of block): it ends the stream after the last run. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const ADLER_BASE = 65521;

/** Adler-32 (RFC 1950) of `data`, summed four bytes at a time. */
export function adler32(data: Uint8Array): number {
  let low = 1;
  let high = 0;
  let at = 0;
  const whole = data.length & ~3;
  while (at < whole) {
    // At most 5552 bytes between reductions, so the sums stay exact (zlib's NMAX).
    const stop = Math.min(whole, at + 5552);
    for (; at < stop; at += 4) {
      const a = data[at]!;
      const b = data[at + 1]!;
      const c = data[at + 2]!;
      const d = data[at + 3]!;
      high += 4 * low + 4 * a + 3 * b + 2 * c + d;
      low += a + b + c + d;
    }
    low %= ADLER_BASE;
    high %= ADLER_BASE;
  }
  for (; at < data.length; at += 1) {
    low = (low + data[at]!) % ADLER_BASE;
    high = (high + low) % ADLER_BASE;
  }
  return ((high << 16) | low) >>> 0;
}

/** The Adler-32 of two pieces of data one after the other, from each piece's own (zlib's adler32_combine). */
export function combineAdler32(first: number, second: number, secondLength: number): number {
  const remainder = secondLength % ADLER_BASE;
  const low = ((first & 0xffff) + (second & 0xffff) + ADLER_BASE - 1) % ADLER_BASE;
  const high = (((remainder * (first & 0xffff)) % ADLER_BASE) + (first >>> 16) + (second >>> 16) + ADLER_BASE - remainder) % ADLER_BASE;
  return ((high << 16) | low) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, tail]);
}

interface Compressed {
  deflated: Buffer;
  adler: number;
  length: number;
}

/**
 * How a canvas differs from the background's scanlines: the sum of each changed byte's change (new value
 * less old), and the sum of each change times the byte's offset in the canvas. Both exact: under 2^53.
 */
export interface Changes {
  sum: number;
  weighted: number;
}

function modulo(value: number): number {
  const rest = value % ADLER_BASE;
  return rest < 0 ? rest + ADLER_BASE : rest;
}

/** The rows [from, to) of a card that are its own: whole runs. */
export interface Band {
  from: number;
  to: number;
}

/** An RGB background (8 bits a channel) for cards: its rows as PNG scanlines, and compressed run by run when first needed. */
export class PngBackground {
  readonly width: number;
  readonly height: number;
  /** Bytes in a scanline: the filter type, then the row's pixels. */
  readonly stride: number;
  /** The background's scanlines, each unfiltered (filter type 0): a card is painted on a copy. */
  readonly scanlines: Buffer;
  private readonly runs: Buffer[] = [];
  /** The Adler-32 of each run's scanlines. */
  private readonly runAdlers: number[] = [];

  constructor(pixels: Buffer, width: number, height: number) {
    this.width = width;
    this.height = height;
    this.stride = width * 3 + 1;
    this.scanlines = Buffer.alloc(height * this.stride);
    for (let y = 0; y < height; y += 1) pixels.copy(this.scanlines, y * this.stride + 1, y * (this.stride - 1), (y + 1) * (this.stride - 1));
    for (let index = 0; index * ROWS_PER_RUN < height; index += 1) this.runAdlers.push(adler32(this.runLines(index)));
  }

  private runLines(index: number): Buffer {
    return this.scanlines.subarray(index * ROWS_PER_RUN * this.stride, Math.min(this.height, (index + 1) * ROWS_PER_RUN) * this.stride);
  }

  /** The band of whole runs that holds rows [top, bottom). */
  band(top: number, bottom: number): Band {
    return { from: Math.floor(top / ROWS_PER_RUN) * ROWS_PER_RUN, to: Math.min(this.height, Math.ceil(bottom / ROWS_PER_RUN) * ROWS_PER_RUN) };
  }

  private run(index: number): Compressed {
    let deflated = this.runs[index];
    if (!deflated) {
      deflated = deflateRawSync(this.runLines(index), { level: RUN_LEVEL, finishFlush: zlibConstants.Z_SYNC_FLUSH });
      this.runs[index] = deflated;
    }
    return { deflated, adler: this.runAdlers[index]!, length: this.runLines(index).length };
  }

  /**
   * The Adler-32 of a card's own rows, from the background's and the card's changes to it (so the card's
   * bytes need not be read again): for data of n bytes, the low sum is 1 plus the sum of the bytes and the
   * high sum n plus the sum of each byte times (n - its offset), so a change of d at offset q adds d to the
   * one and (n - q) times d to the other.
   */
  private ownAdler(band: Band, changes: Changes): number {
    let background = 1;
    for (let index = band.from / ROWS_PER_RUN; index < Math.ceil(band.to / ROWS_PER_RUN); index += 1) {
      background = combineAdler32(background, this.runAdlers[index]!, this.runLines(index).length);
    }
    const start = band.from * this.stride;
    const length = band.to * this.stride - start;
    const low = modulo((background & 0xffff) + changes.sum);
    // changes.weighted sums offset times change, offsets counted from the canvas's first byte.
    const high = modulo((background >>> 16) + modulo((length + start) * changes.sum) - modulo(changes.weighted));
    return ((high << 16) | low) >>> 0;
  }

  /**
   * The PNG of a card painted on a copy of `scanlines`, whose own rows are `band`, and which differs from
   * the background by `changes`.
   */
  png(canvas: Buffer, band: Band, changes: Changes): Buffer {
    if (band.from % ROWS_PER_RUN !== 0 || (band.to % ROWS_PER_RUN !== 0 && band.to !== this.height)) throw new Error(`A card's own rows must be whole runs of ${ROWS_PER_RUN}, not ${band.from} to ${band.to}.`);
    const own = canvas.subarray(band.from * this.stride, band.to * this.stride);
    const parts: Buffer[] = [ZLIB_HEADER];
    let adler = 1;
    const add = (compressed: Compressed) => {
      parts.push(compressed.deflated);
      adler = combineAdler32(adler, compressed.adler, compressed.length);
    };
    const runs = Math.ceil(this.height / ROWS_PER_RUN);
    for (let index = 0; index < band.from / ROWS_PER_RUN; index += 1) add(this.run(index));
    add({ deflated: deflateRawSync(own, { level: BAND_LEVEL, finishFlush: zlibConstants.Z_SYNC_FLUSH }), adler: this.ownAdler(band, changes), length: own.length });
    for (let index = Math.ceil(band.to / ROWS_PER_RUN); index < runs; index += 1) add(this.run(index));
    const trailer = Buffer.alloc(4);
    trailer.writeUInt32BE(adler, 0);
    parts.push(FINAL_BLOCK, trailer);
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    // 8 bits a channel, truecolour (RGB), deflate, PNG's filter method (each row says its filter), no interlacing.
    header.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', Buffer.concat(parts)), chunk('IEND', Buffer.alloc(0))]);
  }
}
