import type { ReactNode } from 'react';
import type { Tone } from '#shared/tones';
import { cn } from '../lib/cn';

/**
 * The one palette of public tracking, the portal and the admin area: each shared tone's colours in
 * light and dark.
 */
const TONE_CLASSES: Record<Tone, string> = {
  yellow:
    'bg-yellow-100 text-yellow-900 border-yellow-300 dark:bg-yellow-950 dark:text-yellow-200 dark:border-yellow-800',
  cyan: 'bg-cyan-100 text-cyan-900 border-cyan-300 dark:bg-cyan-950 dark:text-cyan-200 dark:border-cyan-800',
  blue: 'bg-blue-100 text-blue-900 border-blue-300 dark:bg-blue-950 dark:text-blue-200 dark:border-blue-800',
  indigo:
    'bg-indigo-100 text-indigo-900 border-indigo-300 dark:bg-indigo-950 dark:text-indigo-200 dark:border-indigo-800',
  purple:
    'bg-purple-100 text-purple-900 border-purple-300 dark:bg-purple-950 dark:text-purple-200 dark:border-purple-800',
  green:
    'bg-green-100 text-green-900 border-green-300 dark:bg-green-950 dark:text-green-200 dark:border-green-800',
  orange:
    'bg-orange-100 text-orange-900 border-orange-300 dark:bg-orange-950 dark:text-orange-200 dark:border-orange-800',
  red: 'bg-red-100 text-red-900 border-red-300 dark:bg-red-950 dark:text-red-200 dark:border-red-800',
  grey: 'bg-slate-100 text-slate-800 border-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:border-slate-600',
};

/** The same tones as solid fills, for chart bars and legends. */
export const TONE_FILLS: Record<Tone, string> = {
  yellow: 'bg-yellow-400',
  cyan: 'bg-cyan-500',
  blue: 'bg-blue-600',
  indigo: 'bg-indigo-500',
  purple: 'bg-purple-500',
  green: 'bg-green-600',
  orange: 'bg-orange-500',
  red: 'bg-red-600',
  grey: 'bg-slate-400',
};

export function ToneBadge({
  tone,
  children,
  className,
}: {
  tone: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE_CLASSES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
