import { FileUp } from 'lucide-react';
import { useState, type DragEvent, type FormEvent } from 'react';
import { cn } from '../../../../lib/cn';
import { Button } from '../../../../ui/button';
import { Input } from '../../../../ui/input';
import { Label } from '../../../../ui/label';
import { Textarea } from '../../../../ui/textarea';

type ProofBundleInputProps = { onBundle: (text: string) => void; checking: boolean };

/**
 * Where a proof bundle comes in: a file chosen or dropped, or its text pasted. The file input
 * and the text area are the keyboard's ways in; dropping is a shortcut for a mouse.
 */
export function ProofBundleInput({ onBundle, checking }: ProofBundleInputProps) {
  const [pasted, setPasted] = useState('');
  const [dragging, setDragging] = useState(false);

  async function readFile(file: File | undefined) {
    if (file) onBundle(await file.text());
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void readFile(event.dataTransfer.files[0]);
  }

  function handlePaste(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pasted.trim()) onBundle(pasted);
  }

  return (
    <div className="grid gap-6">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        role="group"
        aria-label="Proof file"
        className={cn(
          'grid justify-items-center gap-3 rounded-lg border-2 border-dashed border-border p-6 text-center',
          dragging && 'border-accent-text bg-muted',
        )}
      >
        <FileUp aria-hidden="true" className="size-8 text-muted-foreground" />
        <Label htmlFor="proof-bundle-file">Proof file (JSON), chosen or dropped here</Label>
        <Input
          id="proof-bundle-file"
          type="file"
          accept="application/json,.json"
          disabled={checking}
          className="max-w-sm pt-2"
          onChange={(event) => {
            void readFile(event.target.files?.[0]);
            // The same file chosen again is checked again.
            event.target.value = '';
          }}
        />
      </div>
      <form onSubmit={handlePaste} className="grid gap-2">
        <Label htmlFor="proof-bundle-text">Or paste the proof’s text</Label>
        <Textarea
          id="proof-bundle-text"
          rows={6}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          className="font-mono text-xs"
          spellCheck={false}
        />
        <div>
          <Button type="submit" disabled={checking || !pasted.trim()}>
            Check the pasted proof
          </Button>
        </div>
      </form>
    </div>
  );
}
