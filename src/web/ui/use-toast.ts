import { useSyncExternalStore } from 'react';

type ToastVariant = 'default' | 'destructive';

export type ToastInput = { title: string; description?: string; variant?: ToastVariant };

type ToastState = ToastInput & { id: number; open: boolean };

// Only one toast is ever kept: a new one replaces the previous (spec: 1 visible at a time).
let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastState | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

export function toast(input: ToastInput): void {
  publish({ variant: 'default', ...input, id: nextId++, open: true });
}

function dismissToast(id: number): void {
  if (current?.id === id) publish({ ...current, open: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function snapshot() {
  return current;
}

/**
 * No page is drawn at build time with a toast, so hydration must find none, even when the page's
 * loader has raised one before the app took the page over (/track?number=…); it shows straight
 * after (decision 057).
 */
const drawnSnapshot = () => null;

export function useToast() {
  const active = useSyncExternalStore(subscribe, snapshot, drawnSnapshot);
  return { toast, dismiss: dismissToast, active };
}
