import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../ui/button';

type DarkBandLinksProps = {
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
};

/** An amber main link (with an arrow) and an outlined second link, for the dark brand bands. */
export function DarkBandLinks({ primary, secondary }: DarkBandLinksProps) {
  return (
    <>
      <Button asChild variant="accent" size="lg" className="focus-visible:outline-amber-300">
        <Link to={primary.to}>
          {primary.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      <Button
        asChild
        variant="outline"
        size="lg"
        className="border-white/60 text-white hover:bg-white/10 focus-visible:outline-amber-300"
      >
        <Link to={secondary.to}>{secondary.label}</Link>
      </Button>
    </>
  );
}
