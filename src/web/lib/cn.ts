import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map, which it otherwise builds on the first cn() call: about 7 ms
 * (30 on a slow phone) that would land in the task hydrating a drawn page (web/main.tsx).
 */
export function prepareClassMerging(): void {
  twMerge('p-0');
}
