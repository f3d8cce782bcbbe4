import { useSyncExternalStore } from 'react';
import { Alert, type Tone } from './alert';

export interface ToastItem {
  id: number;
  tone: Tone;
  message: string;
  title?: string;
}

// A tiny module-level store: @rr/ui is a federation singleton, so the shell's <Toaster> shows toasts
// raised from any remote.
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function dismiss(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

function show(input: { tone?: Tone; message: string; title?: string; durationMs?: number }): number {
  const id = nextId++;
  const item: ToastItem = { id, tone: input.tone ?? 'info', message: input.message };
  if (input.title) item.title = input.title;
  // Identical messages raised together (e.g. several failing calls) show once.
  if (items.some((existing) => existing.message === item.message && existing.tone === item.tone)) return id;
  items = [...items.slice(-4), item];
  emit();
  const duration = input.durationMs ?? (item.tone === 'error' ? 8000 : 5000);
  if (duration > 0) setTimeout(() => dismiss(id), duration);
  return id;
}

/** Raise a toast from anywhere: toast.error(message), toast.success(message). */
export const toast = {
  show,
  dismiss,
  info: (message: string) => show({ tone: 'info', message }),
  success: (message: string) => show({ tone: 'success', message }),
  warning: (message: string) => show({ tone: 'warning', message }),
  error: (message: string) => show({ tone: 'error', message }),
  clear: () => {
    items = [];
    emit();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear; the shell renders one. */
export function Toaster() {
  const current = useSyncExternalStore(subscribe, () => items, () => items);
  return (
    <div className="rr-toaster" aria-live="polite">
      {current.map((item) => (
        <Alert key={item.id} tone={item.tone} title={item.title} className="rr-toast" onDismiss={() => dismiss(item.id)}>
          {item.message}
        </Alert>
      ))}
    </div>
  );
}
