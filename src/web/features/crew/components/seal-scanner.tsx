import { useEffect, useRef, useState } from 'react';
import { normalSealNumber } from '#shared/custody';
import { isSealNumber } from '#shared/custody-schema';
import { Button } from '../../../ui/button';
import { readCodes } from '../lib/read-codes';

const SCAN_EVERY_MS = 250;

const SCANNER_MESSAGES = {
  noCamera: 'The camera is not available: type the seal number below instead.',
  aim: "Point the camera at the seal's barcode or QR code.",
} as const;

/**
 * The camera, reading seal codes until one is a seal number (decision 077). Stops the camera when
 * it finds one, is closed, or leaves the page.
 */
export function SealScanner({ onSeal, onClose }: { onSeal(seal: string): void; onClose(): void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const scan = async () => {
      const video = videoRef.current;
      const canvas = canvasRef.current;
      if (stopped || !video || !canvas) return;
      try {
        const seal = (await readCodes(video, canvas)).map(normalSealNumber).find(isSealNumber);
        if (seal && !stopped) {
          stop();
          onSeal(seal);
          return;
        }
      } catch {
        // A frame the decoder could not read; the next one may be sharper.
      }
      timer = window.setTimeout(() => void scan(), SCAN_EVERY_MS);
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped || !videoRef.current) {
          stop();
          return;
        }
        videoRef.current.srcObject = stream;
        await videoRef.current.play();
        void scan();
      } catch {
        setProblem(SCANNER_MESSAGES.noCamera);
      }
    })();
    return stop;
  }, [onSeal]);

  return (
    <div className="grid gap-2 rounded-md border p-3">
      <p className="text-sm" role="status">
        {problem ?? SCANNER_MESSAGES.aim}
      </p>
      {!problem && (
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Camera"
          className="aspect-video w-full rounded bg-black object-cover"
        />
      )}
      <canvas ref={canvasRef} hidden />
      <Button type="button" variant="outline" onClick={onClose}>
        Stop scanning
      </Button>
    </div>
  );
}
