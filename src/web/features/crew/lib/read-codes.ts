/**
 * Reads the seal codes in one camera frame (decision 077): the browser's own BarcodeDetector where
 * it has one that reads QR codes, else ZXing compiled to WebAssembly, loaded only then.
 */

type DetectedCode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: CanvasImageSource): Promise<DetectedCode[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

const SEAL_FORMATS = ['qr_code', 'data_matrix', 'code_128', 'code_39'];

type FrameReader = (video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string[]>;

/** The reader once chosen; a failed load (no network yet) is tried again on the next frame. */
let reader: Promise<FrameReader> | undefined;

function theReader(): Promise<FrameReader> {
  reader ??= chooseReader().catch((error: unknown) => {
    reader = undefined;
    throw error;
  });
  return reader;
}

async function chooseReader(): Promise<FrameReader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const supported = Detector ? await Detector.getSupportedFormats().catch(() => []) : [];
  const formats = SEAL_FORMATS.filter((format) => supported.includes(format));
  if (Detector && formats.includes('qr_code')) {
    const detector = new Detector({ formats });
    return async (video: HTMLVideoElement) =>
      (await detector.detect(video)).map((code) => code.rawValue);
  }
  const { decodeWithZxing } = await import('./zxing-decoder');
  return async (video: HTMLVideoElement, canvas: HTMLCanvasElement) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!width || !height) return [];
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return [];
    context.drawImage(video, 0, 0, width, height);
    return decodeWithZxing(context.getImageData(0, 0, width, height));
  };
}

export function readCodes(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<string[]> {
  return theReader().then((read) => read(video, canvas));
}

/** Loads the decoder ahead, while online, so that a scan without network finds it cached. */
export function prepareCodeReader(): void {
  theReader().catch(() => {});
}
