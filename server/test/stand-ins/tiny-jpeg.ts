/**
 * A complete 1×1 grey baseline JPEG (about 160 bytes), served for every known image. One 8×8 block
 * whose coefficients are all zero; both Huffman tables hold a single one-bit code, so the whole
 * scan is the bits 0 (DC difference 0) and 0 (end of block), padded with ones.
 */

function segment(marker: number, payload: readonly number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

function build(): Buffer {
  const soi = [0xff, 0xd8];
  // JFIF 1.1, no density units, 1:1 pixel aspect, no thumbnail.
  const app0 = segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  // Quantisation table 0, 8-bit precision, every step 1.
  const dqt = segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]);
  // Baseline frame: 8-bit samples, height 1, width 1, one component (id 1, sampling 1×1, table 0).
  const sof0 = segment(0xc0, [0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00]);
  // Huffman tables: one code of length 1 carrying symbol 0 (DC: size 0; AC: end of block).
  const oneCode = [0x01, ...new Array<number>(15).fill(0), 0x00];
  const dhtDc = segment(0xc4, [0x00, ...oneCode]);
  const dhtAc = segment(0xc4, [0x10, ...oneCode]);
  // Scan: component 1 with tables 0/0, spectral selection 0..63, no approximation.
  const sos = segment(0xda, [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]);
  const scan = [0b0011_1111];
  const eoi = [0xff, 0xd9];
  return Buffer.from([...soi, ...app0, ...dqt, ...sof0, ...dhtDc, ...dhtAc, ...sos, ...scan, ...eoi]);
}

export const tinyJpeg: Buffer = build();
