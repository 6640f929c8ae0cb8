import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe('sniffImageType', () => {
  it('recognises PNG, JPEG and WebP by their signatures', () => {
    expect(sniffImageType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(sniffImageType(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(
      sniffImageType(Uint8Array.from([...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')])),
    ).toBe('image/webp');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(
      sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')),
    ).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(
      sniffImageType(Uint8Array.from([...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WAVE')])),
    ).toBeNull();
    expect(sniffImageType(Uint8Array.of(0x89, 0x50))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
