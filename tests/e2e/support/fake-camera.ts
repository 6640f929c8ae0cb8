import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 10;

/**
 * A video file Chromium's fake camera plays in a loop (--use-file-for-fake-video-capture): one
 * Y4M frame of a QR code of `text`, black on white, in the middle. Answers the file's path.
 */
export function qrCodeVideo(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  const side = modules.size * MODULE_PX;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < MODULE_PX; y += 1) {
        const start = (top + row * MODULE_PX + y) * WIDTH + left + column * MODULE_PX;
        luma.fill(0, start, start + MODULE_PX);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const path = join(tmpdir(), `otc-seal-${process.pid}-${Date.now()}.y4m`);
  writeFileSync(
    path,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`),
      Buffer.from('FRAME\n'),
      luma,
      chroma,
      chroma,
    ]),
  );
  return path;
}
