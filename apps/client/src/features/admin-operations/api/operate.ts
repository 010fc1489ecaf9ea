import type { ProjectionsStatusDto } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type Operation =
  | { kind: 'pause' | 'resume' | 'rebuild'; name: string }
  | { kind: 'rebuild-all' }
  | { kind: 'retry'; name: string; globalPosition: number }
  | { kind: 'skip'; name: string; globalPosition: number; reason: string };

/**
 * POST /api/admin/projections/{name}/pause|resume|rebuild|retry|skip and
 * /api/admin/projections-rebuild-all: each answers the projections' status.
 */
export function operate(op: Operation): Promise<ProjectionsStatusDto> {
  if (op.kind === 'rebuild-all') {
    return api.post<ProjectionsStatusDto>('/api/admin/projections-rebuild-all');
  }
  const path = `/api/admin/projections/${encodeURIComponent(op.name)}/${op.kind}`;
  if (op.kind === 'retry') return api.post(path, { globalPosition: op.globalPosition });
  if (op.kind === 'skip') {
    return api.post(path, { globalPosition: op.globalPosition, reason: op.reason });
  }
  return api.post<ProjectionsStatusDto>(path);
}

export function useOperate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: operate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['operations'] }),
  });
}
