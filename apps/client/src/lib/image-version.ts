import { create } from 'zustand';

/**
 * Cache-busting for images served under a fixed URL (user avatars, team images): after an
 * upload or a deletion the owner bumps the version and every <img> of that entity reloads.
 */
interface ImageVersionState {
  versions: Record<string, number>;
  bump: (key: string) => void;
}

export const useImageVersionStore = create<ImageVersionState>()((set) => ({
  versions: {},
  bump: (key) => set((state) => ({ versions: { ...state.versions, [key]: Date.now() } })),
}));

/** `url` with `v=<version>` appended when the image was changed during this visit. */
export function withImageVersion(url: string, version: number | undefined): string {
  if (!version) return url;
  return `${url}${url.includes('?') ? '&' : '?'}v=${version}`;
}

/** The current version of one image ('user:<id>', 'team:<id>'). */
export function useImageVersion(key: string | null): number | undefined {
  return useImageVersionStore((state) => (key ? state.versions[key] : undefined));
}

export function bumpImageVersion(key: string): void {
  useImageVersionStore.getState().bump(key);
}
