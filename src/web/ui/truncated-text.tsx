import { cn } from '../lib/cn';

type TruncatedTextProps = { text: string; className?: string };

/**
 * Text kept whole on one line, e.g. an e-mail address: where it does not fit it ends in an
 * ellipsis instead of breaking into fragments or widening the page. The whole text stays in the
 * page (read aloud, copied) and shows on hover.
 */
export function TruncatedText({ text, className }: TruncatedTextProps) {
  return (
    <span title={text} className={cn('block min-w-0 truncate', className)}>
      {text}
    </span>
  );
}
