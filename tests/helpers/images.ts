import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A real JPEG carrying camera and GPS metadata, as a phone would send it. */
export async function cameraJpeg(width = 1200, height = 800): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyCam', Copyright: 'secret-owner' },
        // libvips keeps the GPS directory as IFD3.
        IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' },
      })
      .toBuffer(),
  );
}

/**
 * A decompression bomb: a small, valid PNG whose header claims 50 000 x 50 000 pixels
 * (2.5 gigapixels, about 7.5 GB once decoded), the CRC fixed so decoders trust it.
 */
export async function decompressionBombPng(): Promise<Uint8Array> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height at 16 and 20.
  png.writeUInt32BE(50_000, 16);
  png.writeUInt32BE(50_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}
