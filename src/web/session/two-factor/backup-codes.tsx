import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';

/** The backup codes, shown once: to copy or download and keep somewhere safe. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const text = codes.join('\n');
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(`Orion Transit & Custody backup codes\n\n${text}\n`)}`;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Each backup code signs you in once if you lose your phone. Keep them somewhere safe: they
        are shown only now.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void navigator.clipboard
              .writeText(text)
              .then(() => toast({ title: 'Backup codes copied' }))
          }
        >
          Copy codes
        </Button>
        <Button asChild variant="outline">
          <a href={download} download="orion-backup-codes.txt">
            Download codes
          </a>
        </Button>
      </div>
    </div>
  );
}
