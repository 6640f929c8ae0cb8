import { Award, Cpu, Globe, Satellite, Scale, ShieldCheck, Truck, Vault } from 'lucide-react';
import { cn } from '../../../../lib/cn';
import type { ArticleIllustration as Illustration } from '../../content/news-articles';

const ICONS = {
  shield: ShieldCheck,
  satellite: Satellite,
  vault: Vault,
  award: Award,
  chip: Cpu,
  globe: Globe,
  truck: Truck,
  scale: Scale,
} as const;

/** The article's picture: an icon over orbit rings on the brand gradient, all inline SVG. */
export function ArticleIllustration({
  illustration,
  className,
}: {
  illustration: Illustration;
  className?: string;
}) {
  const Icon = ICONS[illustration];
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative isolate grid place-items-center overflow-hidden bg-linear-to-br from-hero to-hero-deep text-amber-300',
        className,
      )}
    >
      <svg
        viewBox="0 0 200 100"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 -z-10 size-full text-amber-300/20"
      >
        <g fill="none" stroke="currentColor" strokeWidth="1">
          <ellipse cx="100" cy="50" rx="90" ry="30" transform="rotate(-12 100 50)" />
          <ellipse cx="100" cy="50" rx="60" ry="20" transform="rotate(-12 100 50)" />
        </g>
      </svg>
      <Icon className="size-14" strokeWidth={1.5} />
    </div>
  );
}
