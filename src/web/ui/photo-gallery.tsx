import { Camera, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { Dialog, DialogContent, DialogTrigger } from './dialog';
import { EmptyState, ErrorState, LoadingState } from './list-states';

type GalleryPhoto = {
  id: string;
  url: string;
  thumbnail_url: string;
  alt: string;
  width: number;
  height: number;
};

type PhotoGalleryDialogProps = {
  /**
   * The control that opens it; focus returns to it when the dialog closes. Without one, the dialog
   * is opened by its owner, which gives the focus back (use-opened-dialog.ts).
   */
  trigger?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  photos: GalleryPhoto[] | undefined;
  pending: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
};

/**
 * Photos in a dialog: one at a time with its alternative text as the caption, Previous and Next
 * (and the ← → keys) to move, a strip of thumbnails to jump; loading, error and empty states.
 */
export function PhotoGalleryDialog({
  trigger,
  open,
  onOpenChange,
  title,
  photos,
  pending,
  error,
  onRetry,
  retrying,
}: PhotoGalleryDialogProps) {
  const [chosen, setChosen] = useState(0);
  const count = photos?.length ?? 0;
  // A photo deleted meanwhile cannot leave the index past the end.
  const index = Math.min(chosen, Math.max(count - 1, 0));
  const move = (step: number) => setChosen((index + step + count) % count);

  function onKeyDown(event: KeyboardEvent) {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setChosen(0);
        onOpenChange(next);
      }}
    >
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        title={title}
        description="Use the arrow keys or the buttons to move between the photos."
        className="max-w-3xl"
        onKeyDown={onKeyDown}
      >
        {error ? (
          <ErrorState
            title="Photos not available"
            message={error.message}
            onRetry={onRetry}
            retrying={retrying}
          />
        ) : pending || !photos ? (
          <LoadingState text="Loading photos..." />
        ) : photos.length === 0 ? (
          <EmptyState
            icon={Camera}
            title="No Custody Photos"
            description="No photos have been taken of this shipment yet."
          />
        ) : (
          <Gallery photos={photos} index={index} onMove={move} onChoose={setChosen} />
        )}
      </DialogContent>
    </Dialog>
  );
}

type GalleryProps = {
  photos: GalleryPhoto[];
  index: number;
  onMove: (step: number) => void;
  onChoose: (index: number) => void;
};

function Gallery({ photos, index, onMove, onChoose }: GalleryProps) {
  const photo = photos[index]!;
  return (
    <div className="grid gap-3">
      <figure className="grid gap-2">
        <img
          src={photo.url}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          className="max-h-[55vh] w-full rounded-md bg-muted object-contain"
        />
        <figcaption className="text-sm">{photo.alt}</figcaption>
      </figure>
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="sm" onClick={() => onMove(-1)} disabled={photos.length < 2}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          Photo {index + 1} of {photos.length}
        </p>
        <Button variant="outline" size="sm" onClick={() => onMove(1)} disabled={photos.length < 2}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <ul aria-label="All photos" className="flex gap-2 overflow-x-auto pb-1">
        {photos.map((thumbnail, position) => (
          <li key={thumbnail.id} className="shrink-0">
            <button
              type="button"
              aria-label={`Show photo ${position + 1} of ${photos.length}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => onChoose(position)}
              className={cn(
                'block overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                position === index ? 'border-accent' : 'border-transparent',
              )}
            >
              <img src={thumbnail.thumbnail_url} alt="" className="size-16 object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
