/**
 * sharp, loaded on the first image that needs it: loading it (and libvips under it) took 55 ms of
 * every start (decision 047).
 */
export async function loadSharp() {
  const { default: sharp } = await import('sharp');
  return sharp;
}
