import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * The WebAssembly decoder for browsers without BarcodeDetector (desktop Chromium on Linux and
 * Windows, Firefox, Safari): ZXing-C++, its .wasm served by us from the build (decision 077), never
 * from the package's default CDN.
 */
// Compiled as soon as the module loads, while the network is there: the service worker keeps the
// .wasm, and a scan without network finds it.
void prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? wasmUrl : prefix + path,
  },
  fireImmediately: true,
}).catch(() => {});

export async function decodeWithZxing(frame: ImageData): Promise<string[]> {
  const results = await readBarcodes(frame, {
    formats: ['QRCode', 'DataMatrix', 'Code128', 'Code39'],
    tryHarder: true,
    maxNumberOfSymbols: 4,
  });
  return results.filter((result) => result.isValid).map((result) => result.text);
}
