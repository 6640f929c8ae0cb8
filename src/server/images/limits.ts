/** Decompression bombs stop here: 40 megapixels is far beyond any photo a person or a camera sends. */
export const MAX_INPUT_PIXELS = 40_000_000;
