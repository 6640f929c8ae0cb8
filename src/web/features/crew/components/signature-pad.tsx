import { useEffect, useId, useImperativeHandle, useRef, type Ref } from 'react';
import { Button } from '../../../ui/button';

export type SignaturePadHandle = {
  /** The drawing as a PNG, or null while nothing is drawn. */
  toPng(): Promise<Blob | null>;
};

type SignaturePadProps = {
  ref: Ref<SignaturePadHandle>;
  label: string;
  error?: string;
  onInk(hasInk: boolean): void;
};

const HEIGHT_PX = 160;

/**
 * Where the receiving person signs with a finger or a pen (decision 077). The drawing is the
 * signature the server keeps: a small PNG of strokes, at the screen's own pixel density.
 */
export function SignaturePad({ ref, label, error, onInk }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const inked = useRef(false);
  const labelId = useId();
  const errorId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const scale = window.devicePixelRatio || 1;
    canvas.width = Math.round(canvas.clientWidth * scale);
    canvas.height = Math.round(HEIGHT_PX * scale);
    const context = canvas.getContext('2d');
    if (!context) return;
    context.scale(scale, scale);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#0b2545';
    let drawing = false;
    const point = (event: PointerEvent) => {
      const box = canvas.getBoundingClientRect();
      return [event.clientX - box.left, event.clientY - box.top] as const;
    };
    const down = (event: PointerEvent) => {
      drawing = true;
      canvas.setPointerCapture(event.pointerId);
      const [x, y] = point(event);
      context.beginPath();
      context.moveTo(x, y);
      context.lineTo(x + 0.1, y + 0.1);
      context.stroke();
    };
    const move = (event: PointerEvent) => {
      if (!drawing) return;
      const [x, y] = point(event);
      context.lineTo(x, y);
      context.stroke();
      if (!inked.current) {
        inked.current = true;
        onInk(true);
      }
    };
    const up = () => {
      drawing = false;
    };
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', up);
    return () => {
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', up);
      canvas.removeEventListener('pointercancel', up);
    };
  }, [onInk]);

  useImperativeHandle(ref, () => ({
    toPng: () =>
      new Promise((resolve) => {
        const canvas = canvasRef.current;
        if (!canvas || !inked.current) resolve(null);
        else canvas.toBlob(resolve, 'image/png');
      }),
  }));

  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    inked.current = false;
    onInk(false);
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
        <Button type="button" variant="outline" size="sm" onClick={clear}>
          Clear signature
        </Button>
      </div>
      <canvas
        ref={canvasRef}
        role="img"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="w-full touch-none rounded-md border border-input bg-white"
        style={{ height: HEIGHT_PX }}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
