const SIGNATURES = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
] as const;

export type AcceptedImageType = (typeof SIGNATURES)[number]['type'];

/** The image type a file really is, read from its first bytes: its name and label are not trusted. */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  const match = SIGNATURES.find((signature) =>
    signature.bytes.every((byte, index) => bytes[index] === byte),
  );
  return match?.type ?? null;
}
