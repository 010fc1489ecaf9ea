import { create } from 'zustand';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  show: (kind: ToastKind, message: string, durationMs?: number) => number;
  dismiss: (id: number) => void;
}

/** Default display times: success popups 2 s (spec section 9), errors stay longer to be read. */
const DEFAULT_DURATION: Record<ToastKind, number> = { success: 2000, info: 3000, error: 5000 };

let nextId = 1;

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (kind, message, durationMs = DEFAULT_DURATION[kind]) => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, kind, message }].slice(-4) });
    window.setTimeout(() => get().dismiss(id), durationMs);
    return id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
}));

/** Shows a popup from anywhere (components, stores, mutation callbacks). */
export const toast = {
  success: (message: string, durationMs?: number) =>
    useToastStore.getState().show('success', message, durationMs),
  error: (message: string, durationMs?: number) =>
    useToastStore.getState().show('error', message, durationMs),
  info: (message: string, durationMs?: number) =>
    useToastStore.getState().show('info', message, durationMs),
};
