/** Each accepted image type and the bytes it starts with; WebP's RIFF container names itself at byte 8. */
const SIGNATURES = [
  {
    type: 'image/png',
    parts: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  },
  { type: 'image/jpeg', parts: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }] },
  {
    type: 'image/webp',
    parts: [
      { at: 0, bytes: [0x52, 0x49, 0x46, 0x46] },
      { at: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
    ],
  },
] as const;

export type ImageType = (typeof SIGNATURES)[number]['type'];

/** The image type a file really is, read from its first bytes: its name and label are not trusted. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const match = SIGNATURES.find((signature) =>
    signature.parts.every((part) =>
      part.bytes.every((byte, index) => bytes[part.at + index] === byte),
    ),
  );
  return match?.type ?? null;
}
