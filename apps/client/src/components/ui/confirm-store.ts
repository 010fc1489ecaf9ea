import { create } from 'zustand';
import { commonTexts } from '../../texts/common';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  danger: boolean;
}

interface ConfirmState {
  request: ConfirmRequest | null;
  resolve: ((confirmed: boolean) => void) | null;
  answer: (confirmed: boolean) => void;
}

export const useConfirmStore = create<ConfirmState>()((set, get) => ({
  request: null,
  resolve: null,
  answer: (confirmed) => {
    get().resolve?.(confirmed);
    set({ request: null, resolve: null });
  },
}));

/**
 * Asks the user to confirm (spec: 'Czy na pewno chcesz kontynuować?' and friends).
 * Resolves true on confirm, false on cancel or Escape. A newer question cancels an open one.
 */
export function confirmAction(options: Partial<ConfirmRequest> = {}): Promise<boolean> {
  useConfirmStore.getState().resolve?.(false);
  return new Promise((resolve) => {
    useConfirmStore.setState({
      request: {
        title: options.title ?? commonTexts.confirmTitle,
        message: options.message ?? commonTexts.confirmDefault,
        confirmLabel: options.confirmLabel ?? commonTexts.confirm,
        cancelLabel: options.cancelLabel ?? commonTexts.cancel,
        danger: options.danger ?? false,
      },
      resolve,
    });
  });
}
